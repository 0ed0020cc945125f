/**
 * Minimal stand-ins for the browser APIs that jsdom lacks (matchMedia, IntersectionObserver,
 * ResizeObserver) and, on request, element sizes for embla's layout maths. Importing this file
 * installs them; `viewport` lets a test resize the window or ask for reduced motion.
 */
import { afterEveryTest } from './after-every-test';

type Listener = (event: MediaQueryListEvent) => void;

const state = { width: 1024, reducedMotion: false };
const lists = new Set<FakeMediaQueryList>();

/** Evaluates the few media features this site uses; anything else does not match. */
function evaluate(query: string): boolean {
  const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (minWidth?.[1]) return state.width >= Number(minWidth[1]);
  const maxWidth = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (maxWidth?.[1]) return state.width <= Number(maxWidth[1]);
  if (query.includes('prefers-reduced-motion: reduce')) return state.reducedMotion;
  return false;
}

class FakeMediaQueryList {
  readonly media: string;
  matches: boolean;
  onchange: Listener | null = null;
  private listeners = new Set<Listener>();

  constructor(media: string) {
    this.media = media;
    this.matches = evaluate(media);
  }
  addEventListener(_type: 'change', listener: Listener) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'change', listener: Listener) {
    this.listeners.delete(listener);
  }
  // The deprecated pair, still called by some libraries.
  addListener(listener: Listener) {
    this.listeners.add(listener);
  }
  removeListener(listener: Listener) {
    this.listeners.delete(listener);
  }
  dispatchEvent() {
    return true;
  }
  /** Re-evaluates the query and tells listeners when the answer changed. */
  update() {
    const matches = evaluate(this.media);
    if (matches === this.matches) return;
    this.matches = matches;
    const event = { matches, media: this.media } as MediaQueryListEvent;
    this.onchange?.(event);
    for (const listener of this.listeners) listener(event);
  }
}

function matchMedia(query: string): MediaQueryList {
  const list = new FakeMediaQueryList(query);
  lists.add(list);
  return list as unknown as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: matchMedia,
});
for (const name of ['IntersectionObserver', 'ResizeObserver'] as const) {
  if (!(name in window)) {
    Object.defineProperty(window, name, {
      configurable: true,
      writable: true,
      value: NoopObserver,
    });
  }
}

export const viewport = {
  /** Resizes the window as far as media queries are concerned. */
  setWidth(width: number) {
    state.width = width;
    for (const list of lists) list.update();
  },
  setReducedMotion(reduce: boolean) {
    state.reducedMotion = reduce;
    for (const list of lists) list.update();
  },
  /** Scrolls the window to `y` px and fires the scroll event. */
  scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  },
};

const layoutProps = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'] as const;
const originalLayout = new Map<string, PropertyDescriptor | undefined>();

/**
 * Gives every element a width of `width` px and places siblings side by side, so embla finds
 * one snap per slide (jsdom reports every size as 0).
 */
export function stubLayout(width = 800, height = 450) {
  const proto = HTMLElement.prototype;
  for (const prop of layoutProps) {
    if (!originalLayout.has(prop)) {
      originalLayout.set(prop, Object.getOwnPropertyDescriptor(proto, prop));
    }
  }
  const indexOf = (el: HTMLElement) =>
    el.parentElement ? [...el.parentElement.children].indexOf(el) : 0;
  Object.defineProperties(proto, {
    offsetWidth: { configurable: true, get: () => width },
    offsetHeight: { configurable: true, get: () => height },
    offsetLeft: {
      configurable: true,
      get(this: HTMLElement) {
        return indexOf(this) * width;
      },
    },
    offsetTop: { configurable: true, get: () => 0 },
  });
}

function restoreLayout() {
  for (const [prop, descriptor] of originalLayout) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, prop, descriptor);
  }
  originalLayout.clear();
}

afterEveryTest(() => {
  restoreLayout();
  lists.clear();
  state.width = 1024;
  state.reducedMotion = false;
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
});
