/** The two widths the suite looks at: a small phone and a laptop. */
export const MOBILE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export const VIEWPORTS = [
  { name: 'at 375 px', viewport: MOBILE },
  { name: 'at 1280 px', viewport: DESKTOP },
] as const;
