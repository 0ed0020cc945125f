import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import type * as Utils from '@/lib/utils';
import { runResets } from './support/after-every-test';
import { conflictingClasses } from './support/class-conflicts';

/*
 * cn() only joins classes (src/lib/utils.ts). Every render in the unit tests checks that what it
 * joins holds no two classes for one property, which the browser would resolve by stylesheet
 * order rather than by the order written.
 */
vi.mock('@/lib/utils', async (importOriginal) => {
  const original = await importOriginal<typeof Utils>();
  return {
    ...original,
    cn: (...inputs: Parameters<typeof original.cn>) => {
      const joined = original.cn(...inputs);
      const overridden = conflictingClasses(joined);
      if (overridden.length > 0) {
        throw new Error(`cn() got conflicting classes: ${overridden.join(' ')} in "${joined}"`);
      }
      return joined;
    },
  };
});

afterEach(() => {
  cleanup();
  runResets();
});

/*
 * The unit files share one window per worker (isolate: false in vite.config.ts: a fresh jsdom
 * for each file was half the project's time). Each file leaves it as a fresh one would be, so
 * no file sees another's storage, address, markup, timers or stubs.
 */
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  document.title = '';
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// Testing Library's findBy and waitFor give up after 1 s. A lazy part (the Investor panel, a
// dialog's form) is its first import in a test file, which Vitest transforms on demand: beside a
// second suite on two cores that has taken longer. A test's time is not what it checks.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs; Radix's radio group, tooltip and dialog reach for them.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof Element.prototype.hasPointerCapture === 'undefined') {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
}
if (typeof Element.prototype.scrollIntoView === 'undefined') {
  Element.prototype.scrollIntoView = () => {};
}
