import type { FactsSnapshot } from './company-facts';

// The data block that scripts/prerender.ts writes a page's company facts into, and src/main.tsx
// reads before it hydrates. Apart from the store, so the build script imports no browser code.

/** The block's id. */
export const FACTS_ELEMENT_ID = 'hfa-company-facts';

/** JSON for a `<script type="application/json">` block: `<` escaped, so no value can close it. */
export function serializeFacts(snapshot: FactsSnapshot): string {
  return JSON.stringify(snapshot).replace(/</g, '\\u003c');
}

/** The facts the page was built with; none when it has no block (or a broken one). */
export function readFactsSnapshot(doc: Document): FactsSnapshot {
  try {
    return JSON.parse(doc.getElementById(FACTS_ELEMENT_ID)?.textContent || '{}') as FactsSnapshot;
  } catch {
    return {};
  }
}
