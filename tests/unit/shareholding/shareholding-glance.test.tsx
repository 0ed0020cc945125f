import { dehydrate, hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getFiledPatternDatesQueryOptions } from '@/features/shareholding/api/get-filed-pattern-dates';
import { ShareholdingGlance } from '@/features/shareholding/components/shareholding-glance';
import { patternFiledFor } from '@/features/shareholding/utils/pattern-filed';
import { documentKeys } from '@/lib/document-query-keys';
import { SHAREHOLDING_KEY, type ShareholdingQuarterRow } from '@/lib/shareholding';
import { createTestQueryClient } from '../documents/test-utils';

const quarter = (
  id: string,
  quarter_end: string,
  changes: Partial<ShareholdingQuarterRow> = {},
): ShareholdingQuarterRow => ({
  id,
  quarter_end,
  promoter_shares: 5_400_000,
  mutual_fund_shares: 600_000,
  foreign_portfolio_investor_shares: 400_000,
  bank_shares: 0,
  insurance_company_shares: 100_000,
  other_institution_shares: 0,
  government_shares: 0,
  resident_individual_shares: 2_500_000,
  bodies_corporate_shares: 500_000,
  other_non_institution_shares: 300_000,
  employee_trust_shares: 100_000,
  depository_receipt_shares: 100_000,
  total_shares: 10_000_000,
  is_sample: false,
  created_at: '2026-10-15T00:00:00+00:00',
  ...changes,
});

const patternRow = (document_date: string, i: number) => ({
  id: `p${i}`,
  document_title: `Shareholding pattern ${document_date}`,
  view_download: 'https://example.com/shp.pdf',
  created_at: `${document_date}T06:00:00Z`,
  document_date,
  file_size_bytes: null,
});

/** What the prerender puts in: the quarters, the page's table of patterns and their dates. */
function seed(queryClient: QueryClient, rows: ShareholdingQuarterRow[], filedDates: string[]) {
  queryClient.setQueryData(SHAREHOLDING_KEY, rows);
  queryClient.setQueryData(documentKeys.table('shareholding_pattern'), filedDates.map(patternRow));
  queryClient.setQueryData(getFiledPatternDatesQueryOptions().queryKey, filedDates);
}

function renderGlance(rows: ShareholdingQuarterRow[], filedDates: string[] = ['2026-10-18']) {
  const queryClient = createTestQueryClient();
  seed(queryClient, rows, filedDates);
  render(
    <QueryClientProvider client={queryClient}>
      <ShareholdingGlance />
    </QueryClientProvider>,
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('shareholding at a glance', () => {
  it('says nothing of the filed pattern when the quarter’s is on the page', () => {
    renderGlance([quarter('b', '2026-09-30')], ['2026-10-18']);
    expect(screen.queryByText(/is not yet among the documents/)).toBeNull();
  });

  it('shows the latest quarter by group and category, as percentages of the shares less depository receipts', () => {
    renderGlance([
      quarter('b', '2026-09-30'),
      quarter('a', '2026-06-30', {
        promoter_shares: 5_000_000,
        resident_individual_shares: 2_900_000,
      }),
    ]);
    const split = screen.getByRole('table', { name: /Shareholding as of 30 Sep 2026/ });
    const rows = within(split).getAllByRole('row').slice(1).map(cells);
    // 5,400,000 of 9,900,000 (10,000,000 less the 100,000 underlying depository receipts).
    expect(rows[0]).toEqual(['Promoter and promoter group', '54,00,000', '54.55%']);
    expect(rows).toContainEqual(['Mutual funds', '6,00,000', '6.06%']);
    expect(rows).toContainEqual(['Public: non-institutions', '33,00,000', '33.33%']);
    expect(rows).toContainEqual([
      'Shares underlying depository receipts',
      '1,00,000',
      'not counted',
    ]);
    expect(rows.at(-1)).toEqual(['Total', '1,00,00,000', '']);

    const trend = screen.getByRole('table', { name: /Promoter and public holding/ });
    expect(within(trend).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['30 Sep 2026', '54.55%', '44.44%'],
      ['30 Jun 2026', '50.51%', '48.48%'],
    ]);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when the figures are samples, and when there are none', () => {
    renderGlance([quarter('a', '2026-09-30', { is_sample: true })]);
    expect(screen.getByRole('note')).toHaveTextContent(/^Sample figures/);
  });

  it('points to the filed patterns when no quarter is listed', () => {
    renderGlance([]);
    expect(screen.getByText(/No quarter’s figures are listed yet/)).toBeInTheDocument();
  });

  it('says when the quarter the figures show has no filed pattern on the page, as the desk counts it', () => {
    renderGlance([quarter('b', '2026-09-30')], ['2026-07-19']);
    expect(
      screen.getByText(
        'The pattern filed for the quarter ended 30 Sep 2026 is not yet among the documents on this page.',
      ),
    ).toBeVisible();
  });
});

describe('the glance in a prerendered page', () => {
  it('takes over its HTML though the page’s table of patterns changed before its code arrived', async () => {
    const built = createTestQueryClient();
    seed(built, [quarter('b', '2026-09-30')], ['2026-07-19']);
    const glance = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <ShareholdingGlance />
      </QueryClientProvider>
    );
    const html = renderToString(glance(built));
    expect(html).toContain('is not yet among the documents');

    // The browser starts from the built rows; the table of patterns, hydrated first, has
    // re-read its rows and found the quarter's pattern added since the build.
    const browser = createTestQueryClient();
    hydrate(browser, dehydrate(built));
    browser.setQueryData(documentKeys.table('shareholding_pattern'), [patternRow('2026-10-18', 0)]);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, glance(browser), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('is not yet among the documents');
    container.remove();
  });
});

describe('a filed pattern’s quarter', () => {
  it('runs from the quarter’s end to the next one’s, as the desk’s rule counts it', () => {
    expect(patternFiledFor('2026-09-30', ['2026-10-18'])).toBe(true);
    expect(patternFiledFor('2026-09-30', ['2026-09-30'])).toBe(true);
    expect(patternFiledFor('2026-09-30', ['2026-07-19', '2026-12-31'])).toBe(false);
    // Across the year's end: the March quarter's pattern is dated in the next financial year.
    expect(patternFiledFor('2026-12-31', ['2027-01-19'])).toBe(true);
    expect(patternFiledFor('2027-03-31', ['2027-04-18'])).toBe(true);
    expect(patternFiledFor('2027-03-31', ['2027-06-30'])).toBe(false);
  });
});
