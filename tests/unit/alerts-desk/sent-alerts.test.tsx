import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SentAlerts } from '@/features/alerts-desk/components/sent-alerts';

const sent = (changes: Partial<Parameters<typeof SentAlerts>[0]['sent'][number]> = {}) => ({
  id: crypto.randomUUID(),
  title: 'Allotment of shares under the ESOP scheme',
  link: 'https://example.com/final.pdf',
  section: 'announcements',
  also_section: null,
  sent_at: '2026-12-06T09:15:00Z',
  recipients: 3,
  ...changes,
});

describe('the alerts sent lately', () => {
  it('shows each as it went: its title linked as the e-mails linked it, and to whom', () => {
    render(
      <SentAlerts
        sent={[
          sent(),
          sent({
            title: 'Financial results (standalone) for the quarter ended 30 Sep 2026',
            link: '/investor/quarterly-results',
            section: 'results',
            recipients: 1,
          }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Alerts sent lately, as they went' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Allotment of shares under the ESOP scheme' }),
    ).toHaveAttribute('href', 'https://example.com/final.pdf');
    expect(screen.getByRole('link', { name: /Financial results/ })).toHaveAttribute(
      'href',
      '/investor/quarterly-results',
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toMatch(/to 3 subscribers of Announcements to the stock exchanges, /);
    expect(items[1]).toMatch(/to 1 subscriber of Financial results, /);
  });

  it('says nothing before the first alert has gone', () => {
    const { container } = render(<SentAlerts sent={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
