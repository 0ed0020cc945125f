import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

// The exchange holidays list through the real supabase-js: what it refuses and in which words,
// the audit trail, and the two-factor rule (who may read and write: row-level-security.test.ts).
let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const add = (holiday_date: string, name: string) =>
  admin.from('exchange_holidays').insert({ holiday_date, name }).select().single();

describe('exchange_holidays', () => {
  it('refuses a day entered twice, a blank name and a name over 200 characters, in plain words', async () => {
    expect((await add('2032-08-15', 'Independence Day')).error).toBeNull();
    const twice = await add('2032-08-15', 'Again');
    expect([twice.error?.code, twice.error?.message]).toEqual([
      '23505',
      'This day is already in the holidays list.',
    ]);
    const blank = await add('2032-08-16', '   ');
    expect([blank.error?.code, blank.error?.message]).toEqual([
      '23514',
      'Give the holiday a name of 1 to 200 characters.',
    ]);
    const long = await add('2032-08-17', 'x'.repeat(201));
    expect(long.error?.code).toBe('23514');
    const { data } = await admin
      .from('exchange_holidays')
      .select('holiday_date')
      .gte('holiday_date', '2032-08-15')
      .lte('holiday_date', '2032-08-17');
    expect(data).toEqual([{ holiday_date: '2032-08-15' }]);
  });

  it('is not a sample unless said so, and trims the name', async () => {
    const { data, error } = await add('2032-10-02', '  Gandhi Jayanti ');
    expect(error).toBeNull();
    expect([data?.name, data?.is_sample]).toEqual(['Gandhi Jayanti', false]);
  });

  it('records additions and removals in the audit trail under the day and its name', async () => {
    const { data } = await add('2032-11-01', 'Diwali');
    await admin
      .from('exchange_holidays')
      .delete()
      .eq('id', data?.id ?? '');
    const log = await admin
      .from('audit_log')
      .select('action, title_before, title_after, actor_email')
      .eq('table_name', 'exchange_holidays')
      .eq('row_id', data?.id ?? '')
      .order('id');
    expect(log.data).toEqual([
      {
        action: 'insert',
        title_before: null,
        title_after: '2032-11-01 Diwali',
        actor_email: t.backend.admin.email,
      },
      {
        action: 'purge',
        title_before: '2032-11-01 Diwali',
        title_after: null,
        actor_email: t.backend.admin.email,
      },
    ]);
  });

  it('refuses the admin’s password-only writes once a factor is verified', async () => {
    const enrolled = await admin.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    await awaitFreshStep();
    const verified = await admin.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totpCode(enrolled.data.totp.secret),
    });
    expect(verified.error).toBeNull();
    const aal1 = await t.admin();
    const refused = await aal1
      .from('exchange_holidays')
      .insert({ holiday_date: '2032-12-25', name: 'Christmas' });
    expect(refused.error?.code).toBe('42501');
    expect((await add('2032-12-25', 'Christmas')).error).toBeNull();
  });
});
