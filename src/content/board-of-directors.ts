/**
 * The words of the Board of Directors page: Regulation 46(2)(ab) of SEBI's LODR (a brief profile
 * of each director with their directorships and full-time positions in body corporates) and
 * 46(2)(c) (the composition of the board's committees). The directors and committees themselves
 * are data the company secretary keeps on the desk (public.board_directors and its neighbours),
 * never here.
 */
export const boardPage = {
  title: 'Board of Directors',
  description:
    'The directors of the company, their profiles and other directorships, the changes of the last twelve months, and the committees of the Board.',
  loading: 'Loading the Board of Directors…',
} as const;
