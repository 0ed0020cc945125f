import { readRows, type FactSource } from './fact-reads';

// What a production build must not publish: rows the local seed marks as samples (is_sample),
// which scripts/prerender.ts lists and refuses (docs/deploying.md).

const SAMPLE_TABLES: { table: string; words: string; name: string }[] = [
  { table: 'board_directors', words: 'Directors', name: 'name' },
  { table: 'committee_members', words: 'Committee terms', name: 'from_date' },
  { table: 'key_officers', words: 'Officers', name: 'name' },
  { table: 'company_contacts', words: 'Contact details', name: 'cin' },
  { table: 'credit_ratings', words: 'Credit ratings', name: 'agency' },
  { table: 'exchange_holidays', words: 'Exchange holidays', name: 'name' },
  { table: 'financial_results', words: 'Financial results (in Documents)', name: 'period_end' },
  {
    table: 'shareholding_quarters',
    words: 'Shareholding patterns (in Shareholders)',
    name: 'quarter_end',
  },
  { table: 'dividends', words: 'Dividends (in Shareholders)', name: 'financial_year' },
];

/**
 * Each table that holds sample rows, in the desk's words (never a table's name: the company
 * secretary reads this list), with what names them; empty when none does.
 */
export async function sampleRows(source?: FactSource): Promise<string[]> {
  const found = await Promise.all(
    SAMPLE_TABLES.map(async ({ table, words, name }) => {
      const rows = await readRows<Record<string, string>>(
        table,
        `select=${name}&is_sample=is.true&limit=20`,
        source,
      );
      return rows.length > 0 ? `${words}: ${rows.map((r) => r[name]).join('; ')}` : '';
    }),
  );
  return found.filter(Boolean);
}
