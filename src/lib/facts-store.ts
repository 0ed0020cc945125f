import type { FactSetName, FactSets, FactsSnapshot } from './company-facts';
import type { factReads, FactSource } from './fact-reads';

// The company facts a page shows, without react-query (company pages do not load it): what the
// page was built with (the prerender's data block), then the live rows read once the page runs,
// shared by every component of the visit (the footer, the page, the administrator's dialogs).
// The store knows nothing of React: the context that holds it (facts-context.ts) and the hooks
// that read it (company-facts-store.ts) import it, never the other way round.

export type FactView<K extends FactSetName> = {
  /** Undefined until the page has them (built without them, or not read yet). */
  data: FactSets[K] | undefined;
  /** The last read failed; `data`, if any, is what the page was built with. */
  failed: boolean;
};

export class FactsStore {
  private views: { [K in FactSetName]?: FactView<K> } = {};
  /** What the page was built with, which hydration must render whatever a read has brought. */
  private built: { [K in FactSetName]?: FactView<K> } = {};
  private listeners = new Set<() => void>();
  private running = new Map<FactSetName, Promise<void>>();

  /** The day (India's) the page was built, if it was. */
  readonly asOf: string | undefined;

  constructor(
    initial: FactsSnapshot = {},
    private source?: FactSource,
    /**
     * How each set is read: tests give their own. Otherwise the readers load on the first read,
     * a chunk of their own, so a page built with its facts carries no code to read them.
     */
    private reads?: typeof factReads,
  ) {
    const { asOf, ...sets } = initial;
    this.asOf = asOf;
    for (const name of Object.keys(sets) as FactSetName[]) {
      this.views[name] = { data: sets[name], failed: false } as never;
      this.built[name] = this.views[name] as never;
    }
  }

  /**
   * The view as the page was built: what the server rendered. A part that hydrates late (a lazy
   * one) must render this, not rows a read brought meanwhile, or React throws #418 and renders
   * the part again; the live rows follow right after hydration.
   */
  builtView<K extends FactSetName>(name: K): FactView<K> {
    return (this.built[name] ??= { data: undefined, failed: false } as never) as FactView<K>;
  }

  view<K extends FactSetName>(name: K): FactView<K> {
    return (this.views[name] ??= { data: undefined, failed: false } as never) as FactView<K>;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the set again (one read at a time per set); the view changes when it answers. */
  load(name: FactSetName): Promise<void> {
    const pending = this.running.get(name);
    if (pending) return pending;
    const reads = this.reads
      ? Promise.resolve(this.reads)
      : import('./fact-reads').then((m) => m.factReads);
    const read = reads
      .then((r): Promise<FactSets[FactSetName]> => r[name](this.source))
      .then(
        (data) => this.update(name, { data, failed: false }),
        () => this.update(name, { data: this.view(name).data, failed: true }),
      )
      .finally(() => this.running.delete(name));
    this.running.set(name, read);
    return read;
  }

  private update<K extends FactSetName>(name: K, view: FactView<K>) {
    this.views[name] = view as never;
    for (const listener of this.listeners) listener();
  }
}
