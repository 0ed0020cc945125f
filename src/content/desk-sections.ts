import { paths } from '@/config/paths';

export type DeskSectionKey = keyof typeof paths.desk;

export type DeskSectionWords = {
  key: DeskSectionKey;
  /** The name in the desk's navigation and the section's heading. */
  label: string;
  path: string;
  /** One sentence under the heading: what the section is for. */
  summary: string;
};

/** The desk's sections, in the order of its navigation: the company secretary's workplace. */
export const deskSections: DeskSectionWords[] = [
  {
    key: 'today',
    label: 'Today',
    path: paths.desk.today,
    summary: 'What needs attention now, grouped and counted. The rest is a click away.',
  },
  {
    key: 'documents',
    label: 'Documents',
    path: paths.desk.documents,
    summary:
      'How many documents each section of the investor pages holds, the figures of the financial results, their text for search, and the archive of deleted documents.',
  },
  {
    key: 'company',
    label: 'Company facts',
    path: paths.desk.company,
    summary:
      'The facts the law asks the website to keep current (the Board and its committees, officers, contacts and ratings), and the sample rows still to replace with the company’s own.',
  },
  {
    key: 'calendar',
    label: 'Calendar and deadlines',
    path: paths.desk.calendar,
    summary:
      'What the rules ask the company to publish and by when, counted from the day the site’s records begin; Regulation 46 clause by clause; the events themselves, and the exchange holidays that working days skip.',
  },
  {
    key: 'shareholders',
    label: 'Shareholders',
    path: paths.desk.shareholders,
    summary:
      'The statements of unclaimed dividends behind the shareholders’ lookup (Form IEPF-2), the dividends declared, and each quarter’s shareholding figures.',
  },
  {
    key: 'activity',
    label: 'Activity',
    path: paths.desk.activity,
    summary:
      'Every change made to the site, each in a sentence: who made it, what was done to which thing, and when (IST); and its export as CSV for an auditor.',
  },
  {
    key: 'security',
    label: 'Security',
    path: paths.desk.security,
    summary:
      'Two-factor authentication for your account, wrong passwords or codes tried on it, and the devices signed in to it.',
  },
];

export function deskSection(key: DeskSectionKey): DeskSectionWords {
  const found = deskSections.find((section) => section.key === key);
  if (!found) throw new Error(`No desk section ${key}`);
  return found;
}
