/** The words of the ratings themselves (a module of its own: their code loads after the page). */
export const creditRatingsSection = {
  currentHeading: 'Current ratings',
  historyHeading: 'Earlier ratings and withdrawals',
  none: 'The company has no credit ratings published on this site. A listed company publishes the ratings of the instruments it has had rated; this page lists them when there are any.',
  rationale: 'Rating rationale',
} as const;
