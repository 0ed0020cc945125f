import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeliveryHealthNote } from '@/features/alerts-desk/components/delivery-health';

const health = {
  alerts_sent_30_days: 2000,
  bounces_30_days: 3,
  complaints_30_days: 1,
  suppressed: 5,
  last_event_at: null,
};

describe('what the mail service reported back, on the desk', () => {
  it('counts bounces and complaints with the complaint rate, in Indian digits', () => {
    render(<DeliveryHealthNote health={{ ...health, alerts_sent_30_days: 120000 }} />);
    expect(
      screen.getByText(
        /3 addresses have bounced for good and get no more alerts; 1 person marked one as spam \(0\.00% of 1,20,000 alerts sent\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/5 addresses stopped in all/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\((es|s)\)/);
    expect(screen.queryByText(/at or above 0\.1%/)).not.toBeInTheDocument();
  });

  it('warns once complaints reach the mailbox providers’ line of 0.1%', () => {
    render(<DeliveryHealthNote health={{ ...health, complaints_30_days: 2 }} />);
    expect(screen.getByText(/Complaints are at or above 0\.1% of alerts sent/)).toBeInTheDocument();
  });
});
