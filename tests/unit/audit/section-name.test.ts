import { describe, expect, it } from 'vitest';
import { sectionName } from '@/features/audit/utils/section-name';

describe('the section an audit entry names', () => {
  it.each([
    ['mgt_mgt7', 'Annual Returns (Form MGT-7)'],
    ['policies', 'Policies'],
    ['exchange_holidays', 'Exchange holidays'],
    ['investor_events', 'Investor events'],
    ['storage.objects', 'Stored files'],
    ['iepf_statement_years', 'Unclaimed dividends (IEPF-2 statements)'],
    ['alert_subscribers', 'E-mail alerts'],
    // A table added later without a name of its own still reads as words.
    ['board_minutes', 'Board minutes'],
    ['private.some_table', 'Some table'],
  ])('%s reads as %s', (table, expected) => {
    expect(sectionName(table)).toBe(expected);
  });
});
