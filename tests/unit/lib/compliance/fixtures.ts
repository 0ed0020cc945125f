import type { ComplianceDocument } from '@/lib/compliance/types';
import type { InvestorEventRow } from '@/lib/investor-events';

export const none = new Set<string>();

export const event = (overrides: Partial<InvestorEventRow> = {}): InvestorEventRow => ({
  id: 'e1',
  title: 'Board meeting',
  kind: 'board_meeting',
  // Wednesday 10 Feb 2027, 1:00 pm to 4:10 pm IST.
  starts_at: '2027-02-10T07:30:00Z',
  ends_at: '2027-02-10T10:40:00Z',
  place: null,
  link: null,
  purpose: null,
  board_purposes: null,
  document_links: [],
  cancelled_at: null,
  sequence: 0,
  dividend_id: null,
  created_at: '2027-01-20T05:00:00Z',
  updated_at: '2027-01-20T05:00:00Z',
  ...overrides,
});

export const doc = (overrides: Partial<ComplianceDocument> = {}): ComplianceDocument => ({
  table: 'shareholding_pattern',
  id: 'd1',
  document_title: 'Shareholding pattern, quarter ended 31 December 2026',
  view_download: 'investor_documents/shp-dec-2026.pdf',
  document_date: '2027-01-18',
  created_at: '2027-01-18T06:00:00Z',
  ...overrides,
});
