import { describe, expect, it } from 'vitest';
import { composeEmail } from '../../../supabase/functions/_shared/alerts/compose';
import type {
  ClaimedEmail,
  DutyBody,
  DutyListed,
} from '../../../supabase/functions/_shared/alerts/types';

const settings = {
  from: 'Compliance desk <desk@example.com>',
  companyName: 'Health For All Limited',
  siteUrl: 'https://www.example.com/',
  supabaseUrl: 'https://project.supabase.co',
};

const shp: DutyListed = {
  id: 'shp:2026-12-31',
  kind: 'quarterly',
  what: 'Shareholding pattern',
  subject: 'Quarter ended 31 Dec 2026',
  clause: 'Reg 31(1)(b)',
  due_at: '2027-01-21T18:29:00Z',
  met_by: 'Met by a document under Shareholding Pattern.',
  place: '/investor/shareholding-pattern',
};

function duty(body: DutyBody): ClaimedEmail {
  return {
    msg_id: 1,
    email_id: 'e',
    kind: 'duty',
    to: 'cs@example.com',
    attempt: 1,
    token: null,
    unsubscribe_token: null,
    sections: null,
    publications: [],
    duty: body,
  };
}

describe('the duty e-mails', () => {
  it('names the obligation, its clause, its deadline in IST, what meets it and where', () => {
    const mail = composeEmail(
      duty({ type: 'reminder', day: '2027-01-18', items: [shp] }),
      settings,
    );
    expect(mail.subject).toBe(
      'Due by 21 Jan 2027, 23:59 IST: Shareholding pattern (Quarter ended 31 Dec 2026)',
    );
    expect(mail.text).toContain('Reg 31(1)(b). Due by 21 Jan 2027, 23:59 IST.');
    expect(mail.text).toContain('Met by a document under Shareholding Pattern.');
    expect(mail.text).toContain('https://www.example.com/investor/shareholding-pattern');
    expect(mail.html).toContain('href="https://www.example.com/investor/shareholding-pattern"');
    // Not bulk mail: no one-click unsubscribe; the desk turns each kind off.
    expect(mail.headers).toEqual({});
    expect(mail.text).toContain('/dashboard/calendar#reminders-heading');
  });

  it('gives the digest its counts, then the week, then the overdue; a clear morning in a line', () => {
    const overdue = { ...shp, id: 'x', what: 'Integrated Filing (Governance)' };
    const mail = composeEmail(
      duty({ type: 'digest', day: '2027-01-18', items: [], overdue: [overdue], week: [shp] }),
      settings,
    );
    expect(mail.subject).toBe('Compliance on 18 Jan 2027: 1 overdue, 1 due in the next seven days');
    expect(mail.text.indexOf('Due in the next seven')).toBeLessThan(mail.text.indexOf('Overdue:'));
    const clear = composeEmail(
      duty({ type: 'digest', day: '2027-01-19', items: [], overdue: [], week: [] }),
      settings,
    );
    expect(clear.subject).toBe('Compliance on 19 Jan 2027: nothing due in the next seven days');
    expect(clear.text).not.toContain('Overdue:');
  });

  it('says plainly why reminders wait, and what brings them back', () => {
    const never = composeEmail(
      duty({ type: 'waiting', day: '2027-01-18', items: [], computed_at: null }),
      settings,
    );
    expect(never.subject).toBe('Compliance reminders are waiting for the desk');
    expect(never.text).toMatch(/^The desk has not yet worked out what is due/);
    const changed = composeEmail(
      duty({ type: 'waiting', day: '2027-01-18', items: [], computed_at: '2027-01-15T05:00:00Z' }),
      settings,
    );
    expect(changed.text).toContain('(on 15 Jan 2027, 10:30 IST)');
    expect(changed.text).toContain('https://www.example.com/dashboard');
  });

  it('escapes what the desk typed in the HTML part', () => {
    const mail = composeEmail(
      duty({ type: 'overdue', day: '2027-01-22', items: [{ ...shp, subject: '<b>Q3</b>' }] }),
      settings,
    );
    expect(mail.html).toContain('&lt;b&gt;Q3&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Q3</b>');
  });

  it('sends an address its confirmation link to the desk, where signing in confirms it', () => {
    const mail = composeEmail(
      {
        ...duty({ type: 'reminder', day: '', items: [] }),
        kind: 'duty_confirmation',
        token: 'tok',
      },
      settings,
    );
    expect(mail.text).toContain('https://www.example.com/dashboard/calendar#reminders-confirm=tok');
  });
});
