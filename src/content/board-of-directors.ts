/**
 * The Board of Directors and its committees: Regulation 46(2)(ab) (a brief profile of each
 * director with their directorships and full-time positions in body corporates) and 46(2)(c)
 * (the composition of the board's committees).
 *
 * SAMPLE DATA. Every person, DIN and date below is invented for the site's demonstration and
 * is marked as such on the page. The company replaces this file's contents with its own Board;
 * no other file needs to change.
 */
export const boardIsSample = true;

export type DirectorCategory =
  'Executive' | 'Non-executive' | 'Independent' | 'Non-executive, nominee';

export type Director = {
  /** Links a director to the committees they sit on; never shown. */
  id: string;
  name: string;
  /** Director Identification Number: eight digits issued by the Ministry of Corporate Affairs. */
  din: string;
  designation: string;
  category: DirectorCategory;
  /** ISO date (yyyy-mm-dd) of appointment to this Board. */
  appointedOn: string;
  profile: string;
  /** Directorships and full-time positions in other body corporates; empty when none. */
  otherPositions: string[];
};

export type Committee = {
  id: string;
  name: string;
  /** The provision that requires the committee. */
  constitutedUnder: string;
  chairId: string;
  memberIds: string[];
};

export const boardPage = {
  title: 'Board of Directors',
  description:
    'The directors of the company, their profiles and other directorships, and the committees of the Board.',
  sampleNotice:
    'Sample data: the names, DINs and dates on this page are placeholders until the company publishes its Board.',
  directorsHeading: 'Directors',
  committeesHeading: 'Committees of the Board',
} as const;

export const directors: Director[] = [
  {
    id: 'chair',
    name: 'Sample Director One (SAMPLE)',
    din: '00000001',
    designation: 'Chairman and Managing Director',
    category: 'Executive',
    appointedOn: '1992-04-01',
    profile:
      'A chemical engineer with over thirty years in bulk-drug manufacturing; leads the company’s operations at the Pithampur plant and its partnerships.',
    otherPositions: ['Director, Sample Chemicals Private Limited'],
  },
  {
    id: 'wtd',
    name: 'Sample Director Two (SAMPLE)',
    din: '00000002',
    designation: 'Whole-time Director',
    category: 'Executive',
    appointedOn: '2015-08-14',
    profile:
      'A pharmacist responsible for quality assurance and regulatory affairs, including the licences of the Pithampur unit.',
    otherPositions: [],
  },
  {
    id: 'ned',
    name: 'Sample Director Three (SAMPLE)',
    din: '00000003',
    designation: 'Director',
    category: 'Non-executive',
    appointedOn: '2018-09-28',
    profile: 'A chartered accountant in practice with experience of audit and taxation.',
    otherPositions: ['Partner, Sample & Associates, Chartered Accountants'],
  },
  {
    id: 'id1',
    name: 'Sample Director Four (SAMPLE)',
    din: '00000004',
    designation: 'Independent Director',
    category: 'Independent',
    appointedOn: '2019-09-27',
    profile:
      'A retired banker with experience of corporate credit and risk management; chairs the Audit Committee.',
    otherPositions: ['Independent Director, Sample Textiles Limited (listed)'],
  },
  {
    id: 'id2',
    name: 'Sample Director Five (SAMPLE)',
    din: '00000005',
    designation: 'Independent Director',
    category: 'Independent',
    appointedOn: '2021-03-30',
    profile: 'An advocate practising corporate and securities law before the High Court.',
    otherPositions: [],
  },
  {
    id: 'id3',
    name: 'Sample Director Six (SAMPLE)',
    din: '00000006',
    designation: 'Independent Woman Director',
    category: 'Independent',
    appointedOn: '2022-11-10',
    profile: 'A public-health physician and former hospital administrator.',
    otherPositions: ['Director, Sample Health Foundation (section 8 company)'],
  },
];

export const committees: Committee[] = [
  {
    id: 'audit',
    name: 'Audit Committee',
    constitutedUnder: 'Section 177 of the Companies Act, 2013 and Regulation 18 of LODR',
    chairId: 'id1',
    memberIds: ['id1', 'id2', 'ned'],
  },
  {
    id: 'nrc',
    name: 'Nomination and Remuneration Committee',
    constitutedUnder: 'Section 178(1) of the Companies Act, 2013 and Regulation 19 of LODR',
    chairId: 'id2',
    memberIds: ['id2', 'id1', 'id3'],
  },
  {
    id: 'src',
    name: 'Stakeholders Relationship Committee',
    constitutedUnder: 'Section 178(5) of the Companies Act, 2013 and Regulation 20 of LODR',
    chairId: 'id3',
    memberIds: ['id3', 'chair', 'wtd'],
  },
];

/** The director with this id; the content test proves every id used here exists. */
export function directorById(id: string): Director | undefined {
  return directors.find((director) => director.id === id);
}

/** The committees a director sits on, with their role in each. */
export function committeeMemberships(directorId: string): string[] {
  return committees
    .filter((committee) => committee.memberIds.includes(directorId))
    .map((committee) =>
      committee.chairId === directorId ? `${committee.name} (Chair)` : committee.name,
    );
}
