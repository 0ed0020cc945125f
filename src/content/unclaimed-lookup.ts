/**
 * The shareholder lookup's words. A shareholder checks their own folio number or DP ID-client ID
 * against the statements filed as Form IEPF-2 (IEPF Rules 2016, rule 5(8)), without the site
 * publishing a list of names. The last date to claim is the statement's proposed date of
 * transfer to the IEPF.
 */
export const unclaimedLookup = {
  heading: 'Check your unclaimed dividends',
  intro:
    'Enter your folio number (shares held on paper) or your DP ID and client ID (shares held in demat form). Only the amounts for exactly that account are shown.',
  label: 'Folio number or DP ID–client ID',
  hint: 'For example A0012345, or IN300123-10000001 (DP ID, then client ID). Letters and digits, 4 to 20 of them.',
  submit: 'Look up',
  searching: 'Looking up…',
  empty: 'Enter your folio number or DP ID–client ID.',
  invalid:
    'Use 4 to 20 letters and digits; a hyphen or space between the DP ID and the client ID is fine.',
  noMatch: 'No unclaimed amounts found for that folio number or DP ID–client ID.',
  throttled: 'Too many lookups from this connection. Please try again in a few minutes.',
  failed:
    'The lookup could not be completed just now. Please try again, or write to the Nodal Officer.',
} as const;
