/**
 * The words of /investor/credit-ratings: Regulation 46(2)(r) of SEBI's LODR, "all credit ratings
 * obtained by the entity for all its outstanding instruments, updated immediately as and when
 * there is any revision in any of the ratings" (text read on lawontips.com's copy of Regulation
 * 46, 26 Nov 2026). The ratings are data the company secretary keeps on the desk.
 */
export const creditRatingsPage = {
  title: 'Credit Ratings',
  description:
    'The credit ratings of the company’s outstanding instruments, each with its agency, outlook, date and the agency’s rationale, and the earlier ratings they revised.',
  loading: 'Loading the credit ratings…',
} as const;
