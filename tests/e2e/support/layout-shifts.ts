import type { Page } from '@playwright/test';

/** A layout shift the visitor did not cause, with what moved (its text, or its tag). */
export type Shift = { value: number; sources: string[] };

/**
 * Records every layout shift of `page` that no input caused, from its first paint (call before
 * `goto`); `shifts(page)` reads them. The Layout Instability API, as Lighthouse's CLS counts it.
 */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const found: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof found }).__shifts = found;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        if (shift.hadRecentInput) continue;
        found.push({
          value: shift.value,
          sources: (shift.sources ?? []).map((source) =>
            (source.node?.textContent ?? source.node?.nodeName ?? '?').trim().slice(0, 60),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function shifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** Every script of the built site arrives `ms` late, as on a phone's network. */
export async function slowScripts(page: Page, ms: number): Promise<void> {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
