import { describe, expect, it } from 'vitest';
import { purgedWords } from '@/features/desk/utils/file-link-words';

// What the desk tells the company secretary after a purge, from the database's answer to which
// rows still link a file (public.file_links): words, never the Storage server's "database error".
describe('the purge’s toast', () => {
  it('says the document and its file are gone when nothing else links the file', () => {
    expect(purgedWords('Annual Report 2024', [])).toEqual({
      title: 'Deleted permanently',
      description: '"Annual Report 2024" and its file are gone for good.',
    });
  });

  it('names the event that keeps the file, by its day in India', () => {
    const kept = [
      {
        links: [
          {
            place: 'investor_events',
            title: 'Board meeting',
            archived: false,
            // 8 pm on 11 Feb in London is 1.30 am on 12 Feb in India.
            startsAt: '2027-02-11T20:00:00+00:00',
          },
        ],
      },
    ];
    expect(purgedWords('Outcome', kept).description).toBe(
      '"Outcome" is gone for good. Its file stays, because the event "Board meeting" of 12 Feb 2027 still links to it.',
    );
  });

  it('names documents by their table, the archived ones as such, and joins them as a sentence', () => {
    const kept = [
      {
        links: [
          { place: 'policies', title: 'Vigil mechanism', archived: false, startsAt: null },
          {
            place: 'memorandum_articles',
            title: 'Articles (old)',
            archived: true,
            startsAt: null,
          },
        ],
      },
      {
        links: [
          {
            place: 'integrated_filing_governance',
            title: 'Governance Q1',
            archived: false,
            startsAt: null,
          },
        ],
      },
    ];
    expect(purgedWords('Shared', kept).description).toMatch(
      /^"Shared" is gone for good\. 2 of its files stay, because the document "Vigil mechanism" in Policies, the archived document "Articles \(old\)" in .+ and the document "Governance Q1" in .+ still link to them\.$/,
    );
    expect(purgedWords('Shared', kept).description).not.toMatch(/database error|P0001/);
  });
});
