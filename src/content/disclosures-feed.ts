/**
 * The words of the disclosures' Atom feed: the link on /investor, and the feed's own title and
 * subtitle. (Its announcement in every investor page's head is in page-meta.tsx, beside it: every
 * page's first load carries that, and a module shared with /investor would bring these along.)
 */

export const disclosuresFeedWords = {
  title: 'investor disclosures',
  link: 'Follow the latest disclosures (Atom feed)',
  linkHint: 'Add this address to a feed reader to hear of each new document.',
  subtitle:
    'The latest documents the company has published for its shareholders: reports, notices, filings and policies.',
} as const;
