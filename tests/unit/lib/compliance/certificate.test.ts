import { describe, expect, it } from 'vitest';
import {
  certificatePeriods,
  complianceCertificate,
  type CertificatePeriod,
} from '@/lib/compliance/certificate';
import type { CalendarInputs } from '@/lib/compliance/calendar';
import { NO_ANSWERS } from '@/lib/compliance/facts';
import { doc, event, none } from './fixtures';

// The certificate for the quarter October-December 2026, counted by hand, made on Monday
// 15 Feb 2027. Owed in it (deadlines from 1 Oct to 31 Dec 2026), among others: the September
// quarter's shareholding pattern by 21 Oct (filed 18 Oct: in time), its Integrated Filing
// (Governance) by 30 Oct (nothing on the site: overdue 108 days on 15 Feb), its results by 14 Nov
// (a PDF dated 20 Nov: six days late), and the outcome of a board meeting on 5 Dec (linked, in
// time).
const now = new Date('2027-02-15T06:30:00Z');
const q3: CertificatePeriod = {
  key: 'q:2026-12-31',
  kind: 'quarter',
  label: 'Quarter 3 of FY 2026-27',
  from: '2026-10-01',
  to: '2026-12-31',
};
const meeting = event({
  id: 'bm',
  title: 'Board meeting',
  starts_at: '2026-12-05T05:30:00Z',
  ends_at: '2026-12-05T07:30:00Z',
  document_links: ['investor_documents/outcome-dec.pdf'],
  created_at: '2026-11-20T05:00:00Z',
});
const documents = [
  doc({ id: 'shp', document_date: '2026-10-18', created_at: '2026-10-18T06:00:00Z' }),
  doc({
    id: 'res',
    table: 'financial_report',
    document_title: 'Unaudited results, quarter ended 30 Sep 2026',
    view_download: 'investor_documents/results-sep.pdf',
    document_date: '2026-11-20',
    created_at: '2026-11-20T07:00:00Z',
  }),
  doc({
    id: 'out',
    table: 'corporate_announcement',
    document_title: 'Outcome of the board meeting of 5 Dec 2026',
    view_download: 'investor_documents/outcome-dec.pdf',
    document_date: '2026-12-05',
    created_at: '2026-12-05T07:45:00Z',
  }),
];
const inputs: CalendarInputs = {
  now,
  events: [meeting],
  holidays: none,
  documents,
  answers: NO_ANSWERS,
  dividends: [],
};
const row = (id: string) => {
  const found = complianceCertificate(inputs, q3).rows.find((r) => r.item.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};

describe('the compliance certificate for a quarter', () => {
  it('lists what fell due in it, with what met each and when it reached the site', () => {
    expect(row('shp:2026-09-30')).toMatchObject({ outcome: 'in time', daysLate: null });
    expect(row('shp:2026-09-30').item.doneBy?.created_at).toBe('2026-10-18T06:00:00Z');
    expect(row('ifg:2026-09-30')).toMatchObject({ outcome: 'overdue', daysLate: 108 });
    expect(row('results:2026-09-30')).toMatchObject({ outcome: 'late', daysLate: 6 });
    const outcome = complianceCertificate(inputs, q3).rows.find(
      (r) => r.item.event?.id === 'bm' && r.item.deadlineKey === 'outcome',
    );
    expect(outcome).toMatchObject({ outcome: 'in time' });
  });

  it('holds only the items due in the period, in deadline order, and counts them', () => {
    const certificate = complianceCertificate(inputs, q3);
    const due = certificate.rows.map((r) => r.item.deadline.getTime());
    expect(due).toEqual([...due].sort((a, b) => a - b));
    for (const r of certificate.rows) {
      expect(r.item.deadline.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-09-30T18:30:00Z'));
      expect(r.item.deadline.getTime()).toBeLessThan(Date.parse('2026-12-31T18:30:00Z'));
    }
    // The December quarter's own pattern (due 21 Jan 2027) is the next certificate's.
    expect(certificate.rows.some((r) => r.item.id === 'shp:2026-12-31')).toBe(false);
    const total = Object.values(certificate.counts).reduce((a, b) => a + b, 0);
    expect(total).toBe(certificate.rows.length);
    expect(certificate.counts.late).toBeGreaterThanOrEqual(1);
  });
});

describe('the periods a certificate is for', () => {
  it('offers the quarters ended since the last financial year began, then that year', () => {
    expect(certificatePeriods('2027-02-15').map((p) => p.key)).toEqual([
      'q:2026-12-31',
      'q:2026-09-30',
      'q:2026-06-30',
      'q:2026-03-31',
      'q:2025-12-31',
      'q:2025-09-30',
      'q:2025-06-30',
      'y:2025-26',
    ]);
  });
});
