import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecordsBegin } from '@/features/obligations/api/read-rule-state';
import { saveRecordsBegin } from '@/features/obligations/api/save-records-begin';
import { indiaToday } from '@/lib/format-date';
import { addDays } from '@/lib/ist-time';
import { startTestBackend, type Client, type TestBackend } from './support/backend';
import { enrolTotp } from './support/mfa';

// The day the site's records begin (public.compliance_settings) through the desk's own requests
// and the real supabase-js: the administrator alone reads and sets it, one row, a day from 1985
// to today in plain words, every change in the audit trail, and a second factor honoured.
let t: TestBackend;
let admin: Client;
let reader: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  reader = await t.reader();
});
afterAll(() => t.stop());

const failed = (run: Promise<unknown>) =>
  run.then(
    () => null,
    (e: unknown) => e as { code?: string; message?: string },
  );

describe('the day the site’s records begin', () => {
  it('is unset on a new project, then set and changed in place by the administrator', async () => {
    expect(await readRecordsBegin(admin)).toBeNull();
    await saveRecordsBegin('2026-04-01', null, admin);
    const first = await readRecordsBegin(admin);
    expect(first?.records_begin).toBe('2026-04-01');
    await saveRecordsBegin('2026-07-01', first, admin);
    const second = await readRecordsBegin(admin);
    expect(second).toEqual({ id: first?.id, records_begin: '2026-07-01' });
  });

  it('keeps one row: a second insert is refused in words', async () => {
    const error = await failed(saveRecordsBegin('2026-05-01', null, admin));
    expect(error).toMatchObject({
      code: '23505',
      message: 'The day the site’s records begin is already set: change it instead.'.replace(
        '’',
        "'",
      ),
    });
  });

  it('refuses a day before 1985 or after today, in words', async () => {
    const row = await readRecordsBegin(admin);
    const before = await failed(saveRecordsBegin('1984-12-31', row, admin));
    expect(before).toMatchObject({ code: '23514' });
    expect(before?.message).toContain('cannot begin before 1 January 1985');
    const tomorrow = addDays(indiaToday(), 1);
    const after = await failed(saveRecordsBegin(tomorrow, row, admin));
    expect(after).toMatchObject({ code: '23514' });
    expect(after?.message).toContain('cannot begin after today');
    expect((await readRecordsBegin(admin))?.records_begin).toBe('2026-07-01');
  });

  it('shows a reader and a visitor nothing, and refuses their writes', async () => {
    expect((await reader.from('compliance_settings').select('id')).data).toEqual([]);
    expect((await t.anon().from('compliance_settings').select('id')).status).toBe(401);
    const row = await readRecordsBegin(admin);
    const error = await failed(saveRecordsBegin('2026-01-01', row, reader));
    expect(error).toMatchObject({ code: '42501' });
    expect(error?.message).toContain('only an administrator can change the day the records begin');
  });

  it('records each change in the audit trail, by the day', async () => {
    const row = await readRecordsBegin(admin);
    const { data } = await admin
      .from('audit_log')
      .select('action, title_before, title_after')
      .eq('table_name', 'compliance_settings')
      .eq('row_id', row?.id ?? '')
      .order('id');
    expect(data).toEqual([
      { action: 'insert', title_before: null, title_after: '2026-04-01' },
      { action: 'update', title_before: '2026-04-01', title_after: '2026-07-01' },
    ]);
  });

  it('reads nothing at aal1 once the administrator has a second factor, and refuses a change', async () => {
    await enrolTotp(admin);
    const weak = await t.admin();
    expect(await readRecordsBegin(weak)).toBeNull();
    const row = await readRecordsBegin(admin);
    expect(row).not.toBeNull();
    const error = await failed(saveRecordsBegin('2026-02-01', row, weak));
    expect(error).toMatchObject({ code: '42501' });
    expect((await readRecordsBegin(admin))?.records_begin).toBe('2026-07-01');
  }, 60_000);
});
