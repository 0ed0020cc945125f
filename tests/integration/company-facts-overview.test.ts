import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHolidays, readRecords } from '@/features/obligations/api/read-rule-state';
import { factChanges, lateChanges } from '@/lib/compliance/entered-late';
import { missingFacts } from '@/lib/compliance/verdicts';
import { holidaySet } from '@/lib/exchange-holidays';
import { addDays } from '@/lib/fact-terms';
import { indiaToday } from '@/lib/format-date';
import { findSampleRows } from '@/lib/sample-rows';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The desk's Company facts section through the real supabase-js against the embedded backend:
// an empty project lists everything the company must enter and no sample; a change entered a
// month after it took effect is flagged late (Regulation 46(3)(b)), with the database's own
// entry stamp, whatever the client sent. The records are read as the desk's rules read them
// (src/features/obligations/api/read-rule-state.ts).
let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const source = () => ({ url: t.url, anonKey: LOCAL_ANON_KEY });

describe('the desk’s Company facts section', () => {
  it('lists for an empty project everything the company must enter, and no sample rows', async () => {
    expect(await findSampleRows(source())).toEqual([]);
    const missing = missingFacts(await readRecords(admin), indiaToday()).map((m) => m.what);
    expect(missing).toContain('The Board of Directors');
    // The five committees the migration creates, none with a member yet, are each named.
    expect(missing.filter((what) => what.endsWith('“Members not yet published”)'))).toHaveLength(5);
    expect(missing).toHaveLength(14);
  });

  it('flags an appointment entered a month after it took effect, and not one entered in time', async () => {
    const today = indiaToday();
    const monthAgo = addDays(today, -30);
    // The database stamps the entry itself, so a client cannot backdate it: the row's type has
    // no such column to send, and the request below sends one anyway.
    const backdated = { appointment_entered_at: `${monthAgo}T06:00:00Z` } as object;
    const added = await admin.from('board_directors').insert([
      {
        ...backdated,
        name: 'Late Entry',
        din: '07000001',
        designation: 'Independent Director',
        category: 'independent',
        appointed_on: monthAgo,
      },
      {
        name: 'Timely Entry',
        din: '07000002',
        designation: 'Independent Director',
        category: 'independent',
        appointed_on: today,
      },
    ]);
    expect(added.error).toBeNull();

    const records = await readRecords(admin);
    const late = lateChanges(factChanges(records), holidaySet(await readHolidays(admin)));
    expect(late.map((c) => c.what)).toEqual(['Late Entry appointed']);
    expect(late[0]?.enteredOn).toBe(today);
    expect(missingFacts(records, today).map((m) => m.what)).not.toContain('The Board of Directors');
  });
});
