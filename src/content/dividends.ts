/** The words of the dividend history on /investor/unclaimed-dividends and the results page. */
export const dividendHistoryWords = {
  heading: 'Dividend history',
  intro:
    'Every dividend the company has declared, the latest first. An unclaimed amount belongs to one of these: its year and kind are on the statements below.',
  /** Beside the results, where no statement of unclaimed amounts follows. */
  introBesideResults:
    'Every dividend the company has declared, the latest first: the year, interim or final, the amount a share, and when it was or will be paid.',
  loading: 'Loading the dividend history…',
  caption: 'Dividends declared: year, interim or final, rupees per share, record and payment dates',
  failed: 'The dividend history could not be loaded.',
  retry: 'Try again',
  empty: 'No dividend is listed yet.',
  sample: 'Sample',
  /** After a payment date still ahead. */
  toBePaid: 'to be paid',
} as const;
