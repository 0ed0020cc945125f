/** The words of the Board itself (a module of its own: the Board's code loads after the page). */
export const boardSection = {
  sampleNotice:
    'Sample data: the names, DINs and dates marked SAMPLE are placeholders until the company publishes its Board.',
  directorsHeading: 'Directors',
  changesHeading: 'Changes in the last twelve months',
  noChanges: 'No director joined or left the Board in the last twelve months.',
  committeesHeading: 'Committees of the Board',
  notPublished:
    'The company has not yet published its Board of Directors on this site. Until it does, the directors and their profiles are in the latest annual report, on the Financial Reports page.',
  noCommitteeMembers: 'Members not yet published',
} as const;
