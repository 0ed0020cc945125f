import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailedSignInsReport } from '@/features/auth/components/failed-sign-ins-report';
import { FailedSignInsStatus } from '@/features/auth/components/failed-sign-ins-status';
import {
  describeFailedSignIns,
  waitWords,
  worthTelling,
  type FailedSignIns,
} from '@/features/auth/utils/failed-sign-ins';

// 27 Nov 2026, 10:42 am IST and 11:05 am IST.
const guessing: FailedSignIns = {
  email: 'admin@example.com',
  kind: 'password',
  failures: 1234,
  refusals: 30,
  since: '2026-11-27T05:12:00Z',
  last_failed_at: '2026-11-27T05:35:00Z',
  wait_seconds: 690,
  free_failures: 5,
  longest_wait_seconds: 900,
  hook_called_at: '2026-11-27T05:35:00Z',
};
const codes: FailedSignIns = {
  ...guessing,
  kind: 'totp',
  failures: 6,
  refusals: 0,
  wait_seconds: 0,
  longest_wait_seconds: 3600,
};

describe('the desk’s notice of failed sign-ins', () => {
  it('says how many, since when, the pause now running and the rule, in plain words', () => {
    expect(describeFailedSignIns(guessing)).toEqual({
      what: '1,234 wrong passwords for admin@example.com since 27 Nov 2026, 10:42 am IST, and 30 more attempts were refused while sign-in was paused. The last was at 27 Nov 2026, 11:05 am IST.',
      now: 'Sign-in to this account is paused for another 12 minutes, the right password too. After 5 wrong ones in a row, each makes the next attempt wait twice as long as the one before, up to 15 minutes; the account is never locked.',
      advice: expect.stringContaining('someone is guessing the password'),
    });
  });

  it('tells wrong codes apart: whoever tries them has the password', () => {
    const words = describeFailedSignIns(codes);
    expect(words.what).toMatch(/^6 wrong two-factor codes for admin@example\.com since /);
    expect(words.now).toMatch(/^Not paused now\. .* up to 1 hour; the account is never locked\.$/);
    expect(words.advice).toContain('has given the right password first');
  });

  it('leaves out a person’s few slips, but never a pause', () => {
    expect(worthTelling({ ...codes, failures: 4 })).toBe(false);
    expect(worthTelling({ ...codes, failures: 5 })).toBe(true);
    expect(worthTelling({ ...codes, failures: 1, wait_seconds: 20 })).toBe(true);
  });

  it('words a wait as the sign-in dialog does', () => {
    expect([1, 30, 60, 61, 900, 3600].map(waitWords)).toEqual([
      '1 second',
      '30 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
      '1 hour',
    ]);
  });

  it('shows each account and kind as its own item', () => {
    render(<FailedSignInsReport rows={[guessing, codes]} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('1,234 wrong passwords for admin@example.com');
    expect(items[0]).toHaveTextContent('paused for another 12 minutes');
    expect(items[1]).toHaveTextContent('6 wrong two-factor codes');
  });

  it('tells only the kinds that ran past a person’s slips', () => {
    render(<FailedSignInsStatus rows={[{ ...guessing, failures: 2, wait_seconds: 0 }, codes]} />);
    expect(screen.getByText(/6 wrong two-factor codes/)).toBeInTheDocument();
    expect(screen.queryByText(/wrong passwords for/)).toBeNull();
  });

  it('says plainly when nothing is counted on the project, instead of “no wrong passwords”', () => {
    const quiet = { failures: 0, refusals: 0, since: null, wait_seconds: 0, hook_called_at: null };
    render(
      <FailedSignInsStatus
        rows={[
          { ...guessing, ...quiet },
          { ...codes, ...quiet },
        ]}
      />,
    );
    const notice = screen.getByText(
      /^The site does not count wrong passwords or wrong two-factor codes yet:/,
    );
    expect(notice).toHaveTextContent('the Team plan or above');
    // Words for a company secretary, not the platform's: no product, database or hook.
    expect(notice).not.toHaveTextContent(/Supabase|database|hook|project/);
    expect(screen.queryByText(/No run of wrong passwords/)).toBeNull();
    expect(screen.queryByText(/each makes the next attempt wait/)).toBeNull();
  });

  it('says there was no run this week when the hooks count and there were none', () => {
    const quiet = { failures: 0, refusals: 0, since: null, wait_seconds: 0 };
    render(
      <FailedSignInsStatus
        rows={[
          { ...guessing, ...quiet },
          { ...codes, ...quiet },
        ]}
      />,
    );
    expect(
      screen.getByText('No run of wrong passwords or two-factor codes in the last 7 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Not counted/)).toBeNull();
  });
});
