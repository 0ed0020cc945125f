import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApplicabilityFacts } from '@/lib/company-facts';
import { DisclosureRegulationPage } from '@/pages/disclosure-regulation-page';
import { createTestQueryClient } from '../documents/test-utils';
import { WithFacts } from '../support/company-facts';

// Row (y), the dividend distribution policy (Regulation 43A(1), the top 1,000 by market
// capitalisation), says what the company answered on the desk, as the page was built with it.
/** Renders the page; row (y) once the table with the company's answers (loaded after the page) is in. */
async function renderPage(
  applicability: ApplicabilityFacts,
  settled: RegExp,
  information = 'Dividend distribution policy',
) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <WithFacts snapshot={{ applicability }}>
          <DisclosureRegulationPage />
        </WithFacts>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const rowY = () => {
    const table = screen.getAllByRole('table')[0];
    const row = table
      ? within(table)
          .getAllByRole('row')
          .find((r) => r.textContent?.includes(information))
      : undefined;
    if (!row) throw new Error(`no row “${information}”`);
    return row;
  };
  await waitFor(() => expect(rowY().textContent).toMatch(settled), { timeout: 10_000 });
  return rowY();
}

describe('the Regulation 46 table’s dividend distribution policy (y)', () => {
  it('says Yes, with the policy on Policies, when the company is among the top 1,000', async () => {
    const row = await renderPage({ top1000: true, subsidiaries: null }, /Yes/);
    expect(within(row).getByText('(y)')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      '/investor/policies',
    );
  });

  it('says not applicable, with the reason, when it is not', async () => {
    const row = await renderPage({ top1000: false, subsidiaries: null }, /NA/);
    expect(within(row).getByText('NA')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(row).toHaveTextContent(
      'The company is not among the top 1,000 listed entities by market capitalisation, so Regulation 43A(1) does not apply to it.',
    );
  });

  it('says where it applies, and where the policy goes, until the company answers', async () => {
    const row = await renderPage({ top1000: null, subsidiaries: null }, /Where it applies/);
    expect(within(row).getByText('Where it applies')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Policies' })).toBeInTheDocument();
  });

  it('no longer repeats the policy among the other laws’ disclosures', async () => {
    await renderPage({ top1000: true, subsidiaries: null }, /Yes/);
    const others = screen.getAllByRole('table')[1];
    if (!others) throw new Error('no table of other disclosures');
    expect(within(others).queryByText(/Dividend distribution policy/)).toBeNull();
  });
});

describe('the Regulation 46 table’s subsidiaries’ accounts (s)', () => {
  const accounts = 'Separate audited financial statements of each subsidiary';

  it('says Yes, with the accounts under Financial Reports, when the company has subsidiaries', async () => {
    const row = await renderPage({ top1000: null, subsidiaries: true }, /Yes/, accounts);
    expect(within(row).getByText('(s)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Financial Reports' })).toHaveAttribute(
      'href',
      '/investor/financial-reports',
    );
  });

  it('says not applicable when it has none, and where it applies until answered', async () => {
    const none = await renderPage({ top1000: null, subsidiaries: false }, /NA/, accounts);
    expect(none).toHaveTextContent('The company has no subsidiaries.');
    expect(within(none).queryByRole('link')).toBeNull();
  });

  it('says where it applies until the company answers', async () => {
    const open = await renderPage(
      { top1000: null, subsidiaries: null },
      /Where it applies/,
      accounts,
    );
    expect(within(open).getByText('Where it applies')).toBeInTheDocument();
  });
});

describe('the Regulation 46 table’s policy on material subsidiaries (h)', () => {
  it('applies to every listed company, whatever it answered about subsidiaries', async () => {
    const row = await renderPage(
      { top1000: null, subsidiaries: false },
      /Yes/,
      "Policy for determining 'material' subsidiaries",
    );
    expect(within(row).getByRole('link', { name: 'Policies' })).toBeInTheDocument();
  });
});
