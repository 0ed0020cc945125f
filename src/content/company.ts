/**
 * The company's own words that change only with a redesign: its name, motto and history, and
 * the towns its story names. The facts a regulation requires to be current (the registered
 * office's address, phone, e-mail, CIN; the Board; the officers) are data the company secretary
 * keeps on the desk (src/lib/company-facts.ts), never here. The values marked PLACEHOLDER are for
 * the company to replace here, and nowhere else.
 */
export const company = {
  name: 'Health For All Pharmaceuticals Limited', // PLACEHOLDER: the registered name
  shortName: 'Health For All',
  /** The line under the short name in the logo. */
  logoSubtitle: 'Pharmaceuticals', // PLACEHOLDER: follows the registered name
  motto: 'Health For All',
  founded: 1985,
  becamePublicLimited: 1992,
  publicIssue: 1993,
  /** Where the company was founded and has its registered office, as its story tells it. */
  registeredOffice: { city: 'Indore', state: 'Madhya Pradesh' },
  plant: { city: 'Pithampur', district: 'Dhar', state: 'Madhya Pradesh' },
  /** One sentence used by the footer and the page description. */
  summary:
    'A listed manufacturer of basic drugs, pharmaceutical chemicals and packaging, with environmental engineering services, serving India since 1985.',
} as const;
