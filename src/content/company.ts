/**
 * The company's facts in one place. The specification withholds the real name, phone and
 * company identification number (CIN): the values marked PLACEHOLDER are for the company to
 * replace here, and nowhere else.
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
  cin: 'L24230MP1985PLC000000', // PLACEHOLDER: the company identification number
  phone: { display: '+91 731 000 0000', tel: '+917310000000' }, // PLACEHOLDER
  email: 'investors@example.com', // PLACEHOLDER: the investor-relations mailbox
  registeredOffice: {
    lines: ['Registered Office', 'A.B. Road'], // PLACEHOLDER: the street address
    city: 'Indore',
    state: 'Madhya Pradesh',
    postalCode: '452015',
    country: 'India',
  },
  plant: { city: 'Pithampur', district: 'Dhar', state: 'Madhya Pradesh' },
  /** One sentence used by the footer and the page description. */
  summary:
    'A listed manufacturer of basic drugs, pharmaceutical chemicals and packaging, with environmental engineering services, serving India since 1985.',
} as const;

/** The registered office as display lines, city line last: "Indore, Madhya Pradesh 452015". */
export function registeredOfficeLines(): string[] {
  const { lines, city, state, postalCode, country } = company.registeredOffice;
  return [...lines, `${city}, ${state} ${postalCode}`, country];
}
