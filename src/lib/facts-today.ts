import { useSyncExternalStore } from 'react';
import { useFactsStore } from './company-facts-store';
import { indiaToday } from './format-date';

/**
 * Today, India's calendar day, as the facts count it ("current" directors, the last twelve
 * months): while the HTML is built and hydrated, the day it was built; then the visitor's today.
 */
export function useFactsToday(): string {
  const store = useFactsStore();
  // As src/hooks/use-hydrated.ts does it, written out: that module stays in the chunk of the
  // document pages, which share it, instead of a chunk of its own.
  return useSyncExternalStore(
    noSubscription,
    () => indiaToday(),
    () => store.asOf ?? indiaToday(),
  );
}

const noSubscription = () => () => {};
