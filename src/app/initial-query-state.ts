import { createContext, useContext } from 'react';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * The react-query state a prerendered page was built with (its document rows), handed from the
 * prerender to the first client render. Kept apart from react-query itself (a type import only),
 * so pages without queries do not download it.
 */
export const InitialQueryStateContext = createContext<DehydratedState | undefined>(undefined);

export function useInitialQueryState(): DehydratedState | undefined {
  return useContext(InitialQueryStateContext);
}

/** The id of the JSON data block scripts/prerender.ts writes the state into. */
export const QUERY_STATE_ELEMENT_ID = 'hfa-query-state';

/**
 * Serialises the state for a `<script type="application/json">` block: the CSP runs no inline
 * script, but a data block is never executed, only read. `<` is escaped so that no value (a
 * document title is free text) can close the element.
 */
export function serializeQueryState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** Reads the block in the browser; a page without one (or a broken one) starts empty. */
export function readQueryState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
