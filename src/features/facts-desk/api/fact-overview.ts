import { useQuery } from '@tanstack/react-query';
import type { FactSource } from '@/lib/fact-reads';
import { sampleRows } from '@/lib/sample-rows';

/**
 * What the desk's Company facts section reads itself: the sample rows a production build refuses
 * to publish. What is still to enter and what was entered late are the desk's rules' verdicts
 * (src/lib/compliance/verdicts.ts), which the page hands the section with every other view's.
 */
export type FactOverview = {
  /** Each table still holding the local seed's sample rows, in words (as the build lists them). */
  samples: string[];
};

/** Tests pass the project the sample rows are read from (as a visitor reads them, like the build). */
export async function getFactOverview(source?: FactSource): Promise<FactOverview> {
  return { samples: await sampleRows(source) };
}

export const FACT_OVERVIEW_KEY = ['fact-overview'] as const;

export const useFactOverview = () =>
  useQuery({ queryKey: FACT_OVERVIEW_KEY, queryFn: () => getFactOverview() });
