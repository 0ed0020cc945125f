/**
 * The unclaimed-dividends page: what the company must publish about dividends that shareholders
 * have not claimed, and how a shareholder claims them.
 *
 * - Companies Act, 2013, section 124(2): within ninety days of moving an unpaid dividend to the
 *   Unpaid Dividend Account, a statement of the names, last known addresses and unpaid dividend
 *   of each person, on the company's website. Section 124(5) and (6): after seven years the money,
 *   and the shares whose dividends went unclaimed for seven consecutive years, go to the IEPF.
 * - IEPF Authority (Accounting, Audit, Transfer and Refund) Rules, 2016, rule 5(8): the details
 *   of the unpaid and unclaimed amounts on the website within sixty days of the annual general
 *   meeting or of the date by which it should have been held under section 96, whichever is
 *   earlier, year by year until the seven years are over (text read in cabkgoyal.com's copy of
 *   rule 5 with its 2017 amendment); the statements themselves are the document table below, one
 *   row per year, managed from the administrator's desk, whose compliance calendar tracks the
 *   deadline (src/lib/compliance/iepf.ts).
 * - The same Rules, rule 7(2A) (inserted by the Second Amendment Rules, 2017): a Nodal Officer
 *   for the IEPF Authority, whose name and e-mail the company shows on its website.
 *
 * The Nodal Officer is data the company secretary keeps on the desk, as an officer holding that
 * role (public.key_officers), never here.
 */

/** The IEPF Authority's page for refunds (Form IEPF-5), where a claim begins. */
export const iepfRefundUrl = 'https://www.iepf.gov.in/IEPFA/refund.html';

/** The page's title, description and tables are its module, document-pages/unclaimed-dividends.ts;
 * these are the rest of its words. */
export const unclaimedDividendsPage = {
  nodalHeading: 'IEPF Nodal Officer',
  nodalIntro:
    'The company’s Nodal Officer for the Investor Education and Protection Fund Authority (rule 7(2A) of the IEPF Rules, 2016):',
  nodalNotPublished:
    'The company has not yet published its Nodal Officer on this site. Until it does, write to the company secretary at the investor e-mail address on the Investor Contact page.',
  claimHeading: 'How to claim',
  statementsNote:
    'The statements below list, year by year for the last seven financial years, the dividends that remain unpaid or unclaimed (section 124(2) of the Companies Act, 2013; rule 5(8) of the IEPF Rules, 2016).',
} as const;

/** The steps of a claim, in order. */
export const claimSteps: string[] = [
  'Before the transfer date shown in the statements or notices: write to the company’s registrar or to the Nodal Officer with your folio number or DP ID and client ID; the company pays an unclaimed dividend from its Unpaid Dividend Account.',
  'After the transfer to the IEPF: file Form IEPF-5 online on the IEPF Authority’s website, then send the signed form, its acknowledgement and the documents it lists to the Nodal Officer.',
  'The company verifies the claim and reports to the IEPF Authority, which refunds the dividend or transfers the shares to your demat account.',
];
