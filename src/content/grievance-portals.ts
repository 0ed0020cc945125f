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
    description:
      'SEBI Complaints Redress System: lodge a complaint against a listed company with SEBI and follow it to its resolution.',
  },
  {
    name: 'SMART ODR',
    href: 'https://smartodr.in',
    description:
      'The securities market’s Online Dispute Resolution portal, for a dispute that the company or SCORES has not resolved.',
  },
];
