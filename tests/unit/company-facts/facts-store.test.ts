import { describe, expect, it } from 'vitest';
import { FactsStore } from '@/lib/facts-store';
import type { factReads } from '@/lib/fact-reads';
import { officer } from '../support/company-facts';

// What a part hydrating late renders: the facts the page was built with, whatever a live read has
// brought since (a change made after the build), so its HTML matches and React keeps it.
describe('the facts store', () => {
  const built = [officer('built', { updated_at: '2026-11-01T10:00:00Z' })];
  const live = [officer('built', { updated_at: '2026-11-26T10:00:00Z' })];
  const reads = {
    contacts: () => Promise.resolve(null),
    board: () => Promise.resolve({ directors: [], committees: [], members: [] }),
    officers: () => Promise.resolve(live),
    ratings: () => Promise.resolve([]),
    applicability: () => Promise.resolve({ top1000: null, subsidiaries: null }),
  } as typeof factReads;

  it('keeps the built view for hydration after a read brings newer rows', async () => {
    const store = new FactsStore({ officers: built }, undefined, reads);
    await store.load('officers');
    expect(store.view('officers').data).toEqual(live);
    expect(store.builtView('officers').data).toEqual(built);
  });

  it('gives one unchanging empty built view for a set the page was built without', () => {
    const store = new FactsStore({}, undefined, reads);
    expect(store.builtView('ratings')).toBe(store.builtView('ratings'));
    expect(store.builtView('ratings').data).toBeUndefined();
  });
});
