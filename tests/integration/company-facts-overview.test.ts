import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFactOverview } from '@/features/facts-desk/api/fact-overview';
import { lateChanges, missingFacts } from '@/features/facts-desk/utils/fact-checks';
import { addDays } from '@/lib/fact-terms';
import { indiaToday } from '@/lib/format-date';
import { findSampleRows } from '@/lib/sample-rows';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The desk's Company facts section through the real supabase-js against the embedded backend:
// an empty project lists everything the company must enter and no sample; a change entered a
// month after it took effect is flagged late (Regulation 46(3)(b)), with the database's own
// entry stamp, whatever the client sent.
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
    const overview = await getFactOverview(admin);
    expect(await findSampleRows(source())).toEqual([]);
    expect(missingFacts(overview, indiaToday()).map((m) => m.what)).toContain(
      'The Board of Directors',
    );
    expect(missingFacts(overview, indiaToday())).toHaveLength(8);
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

    const overview = await getFactOverview(admin);
    const late = lateChanges(overview.changes, overview.holidays);
    expect(late.map((c) => c.what)).toEqual(['Late Entry appointed']);
    expect(late[0]?.enteredOn).toBe(today);
    expect(missingFacts(overview, today).map((m) => m.what)).not.toContain(
      'The Board of Directors',
    );
  });
});
