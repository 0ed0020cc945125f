import { describe, expect, it } from 'vitest';
import { subscribersCsv } from '@/features/alerts-desk/components/subscriber-addresses';

describe('the subscribers’ addresses as a file', () => {
  it('keeps when each person confirmed, in India’s time, beside their sections in words', () => {
    const csv = subscribersCsv([
      {
        email: 'shareholder@example.com',
        sections: ['board_meetings', 'dividends'],
        confirmed_at: '2026-11-28T06:30:00Z',
      },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('E-mail,Sections,Consent confirmed (IST)');
    expect(row).toContain(
      'shareholder@example.com,"Board meetings and their outcomes; Dividends and unclaimed dividends",',
    );
    expect(row).toMatch(/28 Nov 2026.*12:00/);
  });
});
