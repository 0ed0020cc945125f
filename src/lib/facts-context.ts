import { createContext } from 'react';
import type { FactsSnapshot } from './company-facts';
import type { FactsStore } from './company-facts-store';

/**
 * The company facts of a visit, as every page's first load carries them: what the page was
 * built with (the prerender's data block). The store that shares them and reads them again
 * (src/lib/company-facts-store.ts) is made by the first component that shows a fact, so its code
 * loads with those components, after the first paint, and no page's first load lists it.
 */
export type FactsHolder = { snapshot: FactsSnapshot; store?: FactsStore };

export const FactsContext = createContext<FactsHolder>({ snapshot: {} });
