/** The words of /investor/quarterly-results; its figures are data (public.financial_results). */
export const quarterlyResultsPage = {
  title: 'Quarterly Results',
  description:
    'The key figures of the financial results approved by the Board of Directors and filed with the stock exchange, for the last eight quarters and five years, with each period’s results document. The full statements are in the documents; earlier results and annual reports are on the financial reports page.',
  words: {
    quartersHeading: 'Last eight quarters',
    yearsHeading: 'Last five years',
    empty:
      'No results have been published here yet. The results documents are on the financial reports page.',
    loadError: 'The results could not be loaded. Check your connection and try again.',
    sample:
      'Sample figures: these periods were seeded for a local copy of the site and are not the company’s results.',
    download: 'Download every figure (CSV)',
  },
} as const;
