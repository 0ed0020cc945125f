import { useContext, useEffect, useSyncExternalStore } from 'react';
import type { FactSetName } from './company-facts';
import { FactsContext } from './facts-context';
import { FactsStore, type FactView } from './facts-store';

// The hooks through which components read the company facts: the visit's store (facts-store.ts),
// made from what the page was built with, held by the app's context (facts-context.ts).

/** The visit's store, made from what the page was built with when a component first asks. */
export function useFactsStore(): FactsStore {
  const holder = useContext(FactsContext);
  return (holder.store ??= new FactsStore(holder.snapshot));
}

/**
 * A set of facts for a component. `revalidate`: read the live rows when the component mounts
 * (the pages do); without it, only when the page was built without them (the footer, which
 * every page shows, reads nothing more once the page carries them).
 */
export function useFacts<K extends FactSetName>(name: K, revalidate = true): FactView<K> {
  const store = useFactsStore();
  const view = useSyncExternalStore(
    store.subscribe,
    () => store.view(name),
    () => store.builtView(name),
  );
  useEffect(() => {
    if (revalidate || store.view(name).data === undefined) void store.load(name);
  }, [store, name, revalidate]);
  return view;
}
