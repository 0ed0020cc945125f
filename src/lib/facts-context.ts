import { createContext } from 'react';
import type { FactsSnapshot } from './company-facts';
import type { FactsStore } from './facts-store';

/**
 * The company facts of a visit, as every page carries them: what the page was built with (the
 * prerender's data block), and the store that shares them and reads them again
 * (src/lib/facts-store.ts), made by the first component that shows a fact
 * (src/lib/company-facts-store.ts). Its readers load on the first read only.
 */
export type FactsHolder = { snapshot: FactsSnapshot; store?: FactsStore };

export const FactsContext = createContext<FactsHolder>({ snapshot: {} });
