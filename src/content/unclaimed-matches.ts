/**
 * The words of the lookup's answer: the account's amounts, where each is (claimable from the
 * company, moving to the IEPF, with it) and how to claim it. Apart from the form's words
 * (unclaimed-lookup.ts): they load with the answer, not with the page.
 */
export const unclaimedMatchesWords = {
  caption: 'Unclaimed dividends for the account you entered',
  found: (n: number) => (n === 1 ? 'One unclaimed amount found.' : `${n} unclaimed amounts found.`),
  passedMark: 'Passed: now with the IEPF',
  // Companies Act s.124(5) and the IEPF Rules 2016, rule 5(1): the company credits an amount to
  // the Fund within thirty days of its falling due, the day after the last date to claim it (the
  // rules as amended by G.S.R. 414(E) of 2024, as read in practitioners' notes; the official text
  // could not be reached from here). In those thirty days the amount is not yet with the IEPF.
  movingMark: (by: string) => `Passed: moving to the IEPF by ${by}`,
  moving: (n: number, by: string) =>
    n === 1
      ? `The last date to claim this amount from the company has passed. The company moves it to the Investor Education and Protection Fund (IEPF), a fund of the Government of India, within thirty days of that date, by ${by}. It stays yours: until it has moved, write to our Nodal Officer; after, claim it from the IEPF Authority.`
      : `The last date to claim ${n} of these amounts from the company has passed. The company moves them to the Investor Education and Protection Fund (IEPF), a fund of the Government of India, within thirty days of their last dates, by ${by} at the latest. They stay yours: until they have moved, write to our Nodal Officer; after, claim them from the IEPF Authority.`,
  transferred: (n: number) =>
    n === 1
      ? 'The last date to claim this amount from the company has passed, so the company has transferred it to the Investor Education and Protection Fund (IEPF), a fund of the Government of India. It is still yours to claim, now from the IEPF Authority.'
      : `The last date to claim ${n} of these amounts from the company has passed, so the company has transferred them to the Investor Education and Protection Fund (IEPF), a fund of the Government of India. They are still yours to claim, now from the IEPF Authority.`,
  // IEPF Rules 2016, rule 7(1)-(3): the claimant applies online in Form IEPF-5 on the
  // Authority's website and sends the signed form and the documents it lists to the company's
  // registered office; the company sends its online verification report to the Authority within
  // thirty days of receiving the claim, and the Authority then refunds. Thirty days since the
  // IEPF Authority (Accounting, Audit, Transfer and Refund) Second Amendment Rules, 2019
  // (G.S.R. 571(E), 14 August 2019; the 2017 text said fifteen). Read in AZB & Partners' note on
  // the 2019 amendments (azbpartners.com/bank/amendments-to-investor-education-and-protection-
  // fund-authority-rules): "an online verification report ... within 30 days of receipt of the
  // claim"; the Gazette text (G.S.R. 571(E), as cabkgoyal.com and abcaus.in reproduce it) was
  // found, but not read as far as rule 7.
  iepfClaim:
    'To claim it, fill in Form IEPF-5 online on the IEPF Authority’s website, then send the signed form and the documents it lists to our Nodal Officer at the registered office. The company checks your claim and reports to the IEPF Authority within thirty days of receiving it, and the Authority pays you (rule 7 of the IEPF Rules, 2016, as amended in 2019).',
  iepfLinkLead: 'Form IEPF-5 and how to file it: ',
  iepfLink: 'IEPF Authority’s website (www.iepf.gov.in)',
  stillInTime:
    'The other amounts can still be claimed from the company before their last date, through the Nodal Officer.',
  claimNote:
    'Claim before the last date from the company, through the Nodal Officer; after it, the amount is with the IEPF and is claimed with Form IEPF-5.',
} as const;
