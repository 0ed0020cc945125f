/** The words of the shareholding at a glance on /investor/shareholding-pattern. */
export const shareholdingWords = {
  heading: 'Shareholding at a glance',
  intro:
    'Who holds the company’s shares, by category, from the quarterly shareholding pattern filed under Regulation 31 of the SEBI Listing Regulations. The filed patterns below are the record.',
  sample:
    'Sample figures, for a local copy of the site, in some or all quarters: not the company’s shareholding.',
  splitCaption: (day: string) => `Shareholding as of ${day}, by category`,
  trendHeading: 'Promoter and public holding, last eight quarters',
  trendCaption: 'Promoter and public holding at the end of each quarter, the latest first',
  percentNote:
    'Percentages are of the total shares less those underlying depository receipts, as the filed pattern computes them.',
  notFiled: (day: string) =>
    `The pattern filed for the quarter ended ${day} is not yet among the documents on this page.`,
  loading: 'Loading the shareholding figures…',
  failed: 'The shareholding figures could not be loaded.',
  retry: 'Try again',
  empty: 'No quarter’s figures are listed yet: the filed patterns are below.',
} as const;
