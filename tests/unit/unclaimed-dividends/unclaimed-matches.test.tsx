import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { iepfRefundUrl } from '@/content/unclaimed-dividends';
import { UnclaimedMatches } from '@/features/unclaimed-dividends/components/unclaimed-matches';

const match = (financial_year: string, last_date_to_claim: string, amount = 1250) => ({
  financial_year,
  last_date_to_claim,
  amount,
});

function renderAt(now: string, matches: ReturnType<typeof match>[]) {
  render(
    <MemoryRouter>
      <UnclaimedMatches matches={matches} refundUrl={iepfRefundUrl} now={new Date(now)} />
    </MemoryRouter>,
  );
}

describe('an account’s unclaimed amounts', () => {
  it('still counts the last date itself, in India, as in time', () => {
    // 23:59 in India on 30 Oct 2026 is 18:29 UTC the same day.
    renderAt('2026-10-30T18:29:00Z', [match('2018-19', '2026-10-30')]);
    expect(screen.queryByText('Passed: now with the IEPF')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/Claim before the last date from the company/)).toBeInTheDocument();
  });

  it('says an amount past its last date is moving to the IEPF for thirty days, not yet there', () => {
    // 00:01 in India on 31 Oct 2026: the company has until 29 Nov 2026 to credit the Fund.
    renderAt('2026-10-30T18:31:00Z', [match('2018-19', '2026-10-30')]);
    expect(
      screen.getByRole('row', { name: /2018-19 .* Passed: moving to the IEPF by 29 Nov 2026/ }),
    ).toBeVisible();
    expect(screen.queryByText(/has transferred it/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/within thirty days of that date, by 29 Nov 2026\. It stays yours/),
    ).toBeInTheDocument();
    // The last day of the window is still in it; the day after, the amount is with the Fund.
    renderAt('2026-11-29T12:00:00Z', [match('2017-18', '2026-10-30')]);
    expect(screen.getByRole('row', { name: /2017-18 .* moving to the IEPF/ })).toBeVisible();
  });

  it('says an amount past its last date and the thirty days went to the IEPF, and links to the IEPF refund', () => {
    // 00:01 in India on 30 Nov 2026, thirty-one days after the last date.
    renderAt('2026-11-29T18:31:00Z', [match('2018-19', '2026-10-30')]);
    expect(screen.getByRole('row', { name: /2018-19 .* Passed: now with the IEPF/ })).toBeVisible();
    expect(
      screen.getByText(/has passed, so the company has transferred it to the Investor Education/),
    ).toBeInTheDocument();
    const claim = screen.getByText(/fill in Form IEPF-5 online/);
    expect(claim).toHaveTextContent(/rule 7 of the IEPF Rules, 2016, as amended in 2019/);
    // Rule 7(3) since the Second Amendment Rules, 2019: thirty days, no longer fifteen.
    expect(claim).toHaveTextContent(/within thirty days of receiving it/);
    expect(claim).not.toHaveTextContent(/fifteen/);
    const link = screen.getByRole('link', { name: /IEPF Authority’s website/ });
    expect(link).toHaveAttribute('href', iepfRefundUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('tells the passed amounts from those still in time', () => {
    renderAt('2027-01-15T06:30:00Z', [
      match('2018-19', '2026-10-30'),
      match('2017-18', '2025-10-30'),
      match('2019-20', '2027-10-28'),
    ]);
    expect(screen.getAllByText('Passed: now with the IEPF')).toHaveLength(2);
    expect(screen.getByText(/claim 2 of these amounts from the company has passed/)).toBeVisible();
    expect(screen.getByText(/other amounts can still be claimed from the company/)).toBeVisible();
  });
});
