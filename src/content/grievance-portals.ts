/**
 * SEBI's portals that listed companies show their shareholders: on the home page (SEBI's circular
 * on online dispute resolution asks for the ODR link there; see home.ts) and on /investor. A
 * module of its own, so the home page does not load the investors' home words with it.
 */
export type GrievancePortal = { name: string; href: string; description: string };

export const grievancePortals: GrievancePortal[] = [
  {
    name: 'SEBI SCORES',
    href: 'https://scores.sebi.gov.in',
    // SEBI's master circular on SCORES (7 Nov 2022, as read in Mehta & Mehta's, taxtmi's and
    // legalitysimplified's notes; the circular's own text could not be reached from here): a
    // grievance goes to the listed company first, and a complaint on SCORES is lodged within one
    // year of its cause.
    description:
      'SEBI Complaints Redress System. Write to the company first, to the Compliance Officer on the Investor Contact page; if it does not resolve your grievance, lodge a complaint with SEBI here, within one year of what you complain about, and follow it to its resolution.',
  },
  {
    name: 'SMART ODR',
    href: 'https://smartodr.in',
    description:
      'The securities market’s Online Dispute Resolution portal, for a dispute that the company or SCORES has not resolved.',
  },
];
