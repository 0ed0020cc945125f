import { describe, expect, it } from 'vitest';
import { describeEntry, entryText } from '@/features/audit/utils/describe-entry';
import type { EntryContext } from '@/features/audit/utils/entry-view';
import type { AuditLogRow } from '@/lib/database-rows';
import { auditEntry } from './audit-entry';

const noFiles: EntryContext = { files: new Map() };
const COMMITTEE = 'b24380a0-75ae-4677-bf36-c36cf1046363';
const DIRECTOR = 'c8c51636-d05e-4128-a66f-bdeadd14fa6d';
const DOCUMENT = '3f0c5a9e-7b1d-4f43-9a51-0c2e6d7b8a90';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/;

const words = (entry: AuditLogRow, context = noFiles) => describeEntry(entry, context);
const text = (entry: AuditLogRow, context = noFiles) => entryText(words(entry, context));

/** What an auditor must never read: ids, column names, versions, JSON, ISO dates, UTC. */
function expectPlain(said: string) {
  expect(said).not.toMatch(UUID);
  expect(said).not.toMatch(/[a-z]+_[a-z]+|\bversion\b|is sample|[{}"]|\d{4}-\d{2}-\d{2}|UTC/);
}

const term = {
  id: 'b2b9967f-c587-4ab7-8bdb-ae178d9ab599',
  committee_id: COMMITTEE,
  director_id: DIRECTOR,
  role: 'chair',
  from_date: '2019-10-01',
  to_date: '2026-11-28',
  is_sample: true,
  version: 2,
};
const names = { [COMMITTEE]: 'Audit Committee', [DIRECTOR]: 'Asha Verma' };

describe('an entry of the activity trail, in words', () => {
  it('names the person and the committee of a new committee term', () => {
    const said = words(
      auditEntry({
        action: 'insert',
        table_name: 'committee_members',
        title_after: 'chair 2026-11-28',
        row_values: { ...term, from_date: '2026-11-28', to_date: null, version: 1 },
        names,
      }),
    );
    expect(said).toEqual({
      sentence: 'Named Asha Verma chair of the Audit Committee from 28 Nov 2026.',
      details: [],
    });
  });

  it('says whose term ended, as what and since when, without the bookkeeping it changed', () => {
    const entry = auditEntry({
      table_name: 'committee_members',
      title_before: 'chair 2019-10-01',
      title_after: 'chair 2019-10-01 2026-11-28',
      changes: {
        to_date: { before: null, after: '2026-11-28' },
        to_entered_at: { before: null, after: '2026-11-28T02:09:59.2+00:00' },
        version: { before: 1, after: 2 },
        updated_at: { before: '2026-11-20T02:00:00+00:00', after: '2026-11-28T02:09:59+00:00' },
      },
      row_values: term,
      names,
    });
    expect(text(entry)).toBe(
      'Ended the term of Asha Verma as chair of the Audit Committee on 28 Nov 2026 (chair since 1 Oct 2019).',
    );
    expectPlain(text(entry));
  });

  it('words a term written before the trail kept rows and names, without an id', () => {
    const said = text(
      auditEntry({
        action: 'insert',
        table_name: 'committee_members',
        title_after: 'member 2026-11-28',
        changes: {
          role: { before: null, after: 'member' },
          from_date: { before: null, after: '2026-11-28' },
          director_id: { before: null, after: DIRECTOR },
          committee_id: { before: null, after: COMMITTEE },
        },
      }),
    );
    expect(said).toBe('Named a director member of a committee from 28 Nov 2026.');
  });

  it('names a half-year’s results as a company secretary does', () => {
    const said = text(
      auditEntry({
        action: 'insert',
        table_name: 'financial_results',
        title_after: 'standalone half_year 2026-09-30',
        row_values: {
          period_kind: 'half_year',
          basis: 'standalone',
          period_start: '2026-04-01',
          period_end: '2026-09-30',
          audited: false,
        },
      }),
    );
    expect(said).toBe(
      'Added the results for the half-year ended 30 Sep 2026, standalone (unaudited).',
    );
  });

  it('writes a results edit’s amounts in the scale they were filed in, and the document by title', () => {
    const said = words(
      auditEntry({
        table_name: 'financial_results',
        changes: {
          revenue_from_operations: { before: 415835000, after: 420000000 },
          document_id: { before: null, after: DOCUMENT },
          is_sample: { before: true, after: false },
        },
        row_values: {
          period_kind: 'quarter',
          basis: 'consolidated',
          period_end: '2024-09-30',
          scale: 'lakhs',
        },
        names: { [DOCUMENT]: 'Un-audited financial results, quarter ended September 2024' },
      }),
    );
    expect(said.sentence).toBe(
      'Edited the results for the quarter ended 30 Sep 2024, consolidated.',
    );
    expect(said.details).toEqual([
      'revenue from operations changed from ₹4,158.35 lakh to ₹4,200.00 lakh',
      'the results document set to Un-audited financial results, quarter ended September 2024',
      'no longer marked as a sample',
    ]);
  });

  it('answers the calendar’s question in words', () => {
    expect(
      text(
        auditEntry({
          action: 'insert',
          table_name: 'compliance_answers',
          title_after: 'fact:dividends yes',
          row_values: { subject: 'fact:dividends', answer: 'yes', reason: null },
        }),
      ),
    ).toBe(
      'Answered “Has the company declared a dividend in the last seven financial years?”: yes.',
    );
  });

  it('says a sample director renamed to a real name is no longer a sample, and nothing of versions', () => {
    const entry = auditEntry({
      table_name: 'board_directors',
      title_before: 'Sample Director Two (SAMPLE)',
      title_after: 'Asha Verma',
      changes: {
        name: { before: 'Sample Director Two (SAMPLE)', after: 'Asha Verma' },
        is_sample: { before: true, after: false },
        version: { before: 1, after: 2 },
      },
      row_values: { name: 'Asha Verma', din: '00000002', is_sample: false },
    });
    expect(words(entry)).toEqual({
      sentence: 'Edited the particulars of the director Asha Verma (DIN 00000002).',
      details: [
        'name changed from “Sample Director Two (SAMPLE)” to “Asha Verma”',
        'no longer marked as a sample',
      ],
    });
    expectPlain(text(entry));
  });

  it('records a cessation with its date and reason', () => {
    expect(
      text(
        auditEntry({
          table_name: 'board_directors',
          changes: {
            ceased_on: { before: null, after: '2026-08-20' },
            cessation_reason: { before: null, after: 'end_of_term' },
          },
          row_values: {
            name: 'Ravi Rao',
            din: '01234567',
            ceased_on: '2026-08-20',
            cessation_reason: 'end_of_term',
          },
        }),
      ),
    ).toBe(
      'Recorded that Ravi Rao (DIN 01234567) ceased to be a director on 20 Aug 2026 (end of term).',
    );
  });

  it('calls a stored file by its document’s title, never by its path', () => {
    const path = 'investor_documents/1795831793032-annual-report.pdf';
    const entry = auditEntry({ action: 'insert', table_name: 'storage.objects', row_id: path });
    const owned = {
      files: new Map([[path, { title: 'Annual Report 2025-26', table: 'annual_report' }]]),
    };
    expect(text(entry, owned)).toBe(
      'Uploaded the PDF of “Annual Report 2025-26” (Annual Reports).',
    );
    expect(text(entry)).toBe(
      'Uploaded a PDF uploaded as “annual-report.pdf” that no document uses.',
    );
  });

  it('says a future payment date as a date, a dividend by its kind and year', () => {
    expect(
      text(
        auditEntry({
          action: 'insert',
          table_name: 'dividends',
          row_values: {
            financial_year: '2026-27',
            kind: 'interim',
            amount_per_share: 1.5,
            face_value: 10,
            record_date: '2026-11-25',
            payment_date: '2026-12-11',
          },
        }),
      ),
    ).toBe(
      'Added the interim dividend for FY 2026-27: ₹1.50 a share, record date 25 Nov 2026, payment date 11 Dec 2026.',
    );
  });

  it('says which rating was withdrawn, by which agency, for what', () => {
    expect(
      text(
        auditEntry({
          table_name: 'credit_ratings',
          changes: { withdrawn_on: { before: null, after: '2026-11-28' } },
          row_values: {
            agency: 'CARE Ratings',
            instrument: 'Short-term bank facilities',
            rating: 'CARE A3+',
            outlook: null,
            withdrawn_on: '2026-11-28',
          },
        }),
      ),
    ).toBe(
      'Recorded that the credit rating CARE A3+ by CARE Ratings for Short-term bank facilities was withdrawn on 28 Nov 2026.',
    );
  });

  it('words a document’s edit, file and archive', () => {
    const row = {
      document_title: 'Annual Report 2025-26',
      view_download: 'investor_documents/1-ar.pdf',
      document_date: '2026-09-05',
    };
    expect(
      text(
        auditEntry({
          action: 'insert',
          table_name: 'annual_report',
          title_after: row.document_title,
          row_values: row,
        }),
      ),
    ).toBe('Added “Annual Report 2025-26” to Annual Reports, dated 5 Sep 2026, with its PDF.');
    expect(
      text(
        auditEntry({
          table_name: 'annual_report',
          title_before: row.document_title,
          title_after: row.document_title,
          changes: {
            view_download: {
              before: 'investor_documents/1-ar.pdf',
              after: 'investor_documents/2-ar.pdf',
            },
            document_date: { before: '2026-09-05', after: '2026-09-06' },
            file_size_bytes: { before: 10, after: 12 },
          },
          row_values: { ...row, view_download: 'investor_documents/2-ar.pdf' },
        }),
      ),
    ).toBe(
      'Edited “Annual Report 2025-26” in Annual Reports. File replaced with a new PDF; document date changed from 5 Sep 2026 to 6 Sep 2026.',
    );
    expect(
      text(
        auditEntry({
          action: 'archive',
          table_name: 'annual_report',
          title_before: 'AR',
          title_after: 'AR',
        }),
      ),
    ).toBe('Deleted “AR” from Annual Reports; it waits in the archive.');
  });

  it('dates a record date by its day, and names a holiday by name and day', () => {
    expect(
      text(
        auditEntry({
          action: 'insert',
          table_name: 'investor_events',
          row_values: {
            title: 'Record date for the interim dividend',
            kind: 'record_date',
            starts_at: '2026-11-24T18:30:00+00:00',
          },
        }),
      ),
    ).toBe(
      'Added the investor event “Record date for the interim dividend” (record date, 25 Nov 2026).',
    );
    expect(
      text(
        auditEntry({
          action: 'insert',
          table_name: 'exchange_holidays',
          row_values: { name: 'Christmas', holiday_date: '2026-12-25' },
        }),
      ),
    ).toBe('Added the exchange holiday Christmas, 25 Dec 2026.');
  });

  it('says when the site’s records begin', () => {
    expect(
      text(
        auditEntry({
          table_name: 'compliance_settings',
          changes: { records_begin: { before: '2026-04-01', after: '2026-07-01' } },
          row_values: { records_begin: '2026-07-01' },
        }),
      ),
    ).toBe('Moved the day the site’s records begin from 1 Apr 2026 to 1 Jul 2026.');
  });

  it('words a table it does not know plainly, without its columns’ underscores or ids', () => {
    const said = text(
      auditEntry({
        table_name: 'board_evaluations',
        title_after: 'Evaluation 2026',
        changes: {
          reviewed_on: { before: null, after: '2026-11-01' },
          version: { before: 1, after: 2 },
          owner_id: { before: null, after: DIRECTOR },
        },
      }),
    );
    expect(said).toBe(
      'Edited “Evaluation 2026” in Board evaluations. Owner set to another entry; reviewed on set to 1 Nov 2026.',
    );
    expectPlain(said);
  });

  it('says who saw the alert subscribers’ addresses, and whether they were downloaded', () => {
    const read = (action: 'view' | 'download') =>
      text(
        auditEntry({
          action,
          table_name: 'alert_subscribers',
          row_id: 'all',
          title_after: 'Subscribers’ e-mail addresses',
          detail: 'all sections; 3 addresses',
        }),
      );
    expect(read('view')).toBe(
      'Viewed the e-mail alert subscribers’ addresses (all sections; 3 addresses).',
    );
    expect(read('download')).toBe(
      'Downloaded the e-mail alert subscribers’ addresses as a file (all sections; 3 addresses).',
    );
    expectPlain(read('view'));
  });

  it('says what the desk decided for a held alert, and for whom', () => {
    const decided = (action: 'send' | 'withhold') =>
      text(
        auditEntry({
          action,
          table_name: 'alert_publications',
          row_id: DOCUMENT,
          title_after: 'Outcome of the board meeting held on 11 Feb 2027',
          detail: 'Announcements to the stock exchanges; Board meetings and their outcomes',
        }),
      );
    expect(decided('send')).toBe(
      'Sent the held e-mail alert of “Outcome of the board meeting held on 11 Feb 2027” to the subscribers to Announcements to the stock exchanges or Board meetings and their outcomes, the disclosure being live on the exchange.',
    );
    expect(decided('withhold')).toBe(
      'Chose not to send the held e-mail alert of “Outcome of the board meeting held on 11 Feb 2027” to the subscribers to Announcements to the stock exchanges or Board meetings and their outcomes; the document stays published.',
    );
    expectPlain(decided('withhold'));
  });

  it('says an address was erased on a written request, without the address', () => {
    const said = text(
      auditEntry({
        action: 'erase',
        table_name: 'alert_subscribers',
        row_id: DOCUMENT,
        detail: 'on a written request',
      }),
    );
    expect(said).toBe(
      'Erased an e-mail alert subscriber’s address, on a written request; the record of consent keeps a coded form of it.',
    );
    expectPlain(said);
  });

  it('says a failed alert was sent again, by what it announced, never to whom', () => {
    const retried = (title_after: string | null, detail: string) =>
      text(
        auditEntry({
          action: 'send',
          table_name: 'alert_emails',
          row_id: DOCUMENT,
          title_after,
          detail,
        }),
      );
    expect(retried('Outcome of the board meeting; Notice of the AGM', 'alert')).toBe(
      'Sent again the failed e-mail alert of “Outcome of the board meeting” and “Notice of the AGM” to one subscriber.',
    );
    expect(retried(null, 'test')).toBe('Sent again the failed test alert to the desk’s address.');
    expectPlain(retried('Outcome of the board meeting', 'alert'));
  });

  it('names the held sections in words, never by their keys', () => {
    const said = text(
      auditEntry({
        action: 'update',
        table_name: 'alert_settings',
        changes: {
          held_sections: { before: ['results'], after: ['board_meetings', 'announcements'] },
          batch_window_minutes: { before: 5, after: 0 },
        },
        row_values: {
          held_sections: ['board_meetings', 'announcements'],
          batch_window_minutes: 0,
        },
      }),
    );
    expect(said).toBe(
      'Changed the e-mail alerts’ settings. Now holds the alerts of Board meetings and their outcomes and Announcements to the stock exchanges until sent from the desk; no longer holds the alerts of Financial results; alerts gather for no time (at once) before they go (was 5 minutes).',
    );
    expectPlain(said);
  });
});
