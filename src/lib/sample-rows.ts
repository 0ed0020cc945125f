import { readRows, type FactSource } from './fact-reads';
import { formatIndianDate } from './format-date';

// What a production build must not publish: rows the local seed marks as samples (is_sample),
// which scripts/prerender.ts lists and refuses (docs/deploying.md).

// `name`: the column that names a row; `date` when that column is a date, shown as the desk
// shows dates (31 Mar 2024).
const SAMPLE_TABLES: { table: string; words: string; name: string; date?: boolean }[] = [
  { table: 'board_directors', words: 'Directors', name: 'name' },
  { table: 'committee_members', words: 'Committee terms', name: 'from_date', date: true },
  { table: 'key_officers', words: 'Officers', name: 'name' },
  { table: 'company_contacts', words: 'Contact details', name: 'cin' },
  { table: 'credit_ratings', words: 'Credit ratings', name: 'agency' },
  { table: 'exchange_holidays', words: 'Exchange holidays', name: 'name' },
  {
    table: 'financial_results',
    words: 'Financial results (in Documents)',
    name: 'period_end',
    date: true,
  },
  {
    table: 'shareholding_quarters',
    words: 'Shareholding patterns (in Shareholders)',
    name: 'quarter_end',
    date: true,
  },
  { table: 'dividends', words: 'Dividends (in Shareholders)', name: 'financial_year' },
];

/**
 * Each table that holds sample rows, in the desk's words (never a table's name: the company
 * secretary reads this list), with what names them; empty when none does.
 */
export async function sampleRows(source?: FactSource): Promise<string[]> {
  const found = await Promise.all(
    SAMPLE_TABLES.map(async ({ table, words, name, date }) => {
      const rows = await readRows<Record<string, string>>(
        table,
        `select=${name}&is_sample=is.true&limit=20`,
        source,
      );
      const names = rows.map((r) => (date ? formatIndianDate(r[name] ?? '') : r[name]));
      return names.length > 0 ? `${words}: ${names.join('; ')}` : '';
    }),
  );
  return found.filter(Boolean);
}
