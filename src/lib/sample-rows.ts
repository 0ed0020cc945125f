import { paths } from '@/config/paths';
import { readRows, type FactSource } from './fact-reads';
import { formatIndianDate } from './format-date';

// What a production build must not publish: rows the local seed marks as samples (is_sample),
// which scripts/prerender.ts lists and refuses (docs/deploying.md), and the desk's Company facts
// lists with a way to replace or remove each (docs/administrator-guide.md, "Sample rows").

/** The tables that may hold sample rows: each a kind of row the desk names and can remove. */
export type SampleTable =
  | 'board_directors'
  | 'committee_members'
  | 'key_officers'
  | 'company_contacts'
  | 'credit_ratings'
  | 'exchange_holidays'
  | 'financial_results'
  | 'shareholding_quarters'
  | 'dividends';

/** One sample row, in the desk's words, with where it is edited and what removing it takes. */
export type SampleRow = {
  table: SampleTable;
  id: string;
  /** Its version, for a removal that checks nobody changed it meanwhile (directors). */
  version?: number;
  /** "Sample Director Two (SAMPLE), DIN 00000002". */
  label: string;
};

/** Each table's kind of row, and the page or desk section where it is edited. */
export const SAMPLE_GROUPS: Record<SampleTable, { words: string; where: string; path: string }> = {
  board_directors: {
    words: 'Directors',
    where: 'Board of Directors',
    path: paths.investor.boardOfDirectors,
  },
  committee_members: {
    words: 'Committee terms',
    where: 'Board of Directors (each committee’s Members)',
    path: paths.investor.boardOfDirectors,
  },
  key_officers: { words: 'Officers', where: 'Investor Contact', path: paths.investor.contact },
  company_contacts: { words: 'Contact details', where: 'Contact', path: paths.contact },
  credit_ratings: {
    words: 'Credit ratings',
    where: 'Credit Ratings',
    path: paths.investor.creditRatings,
  },
  exchange_holidays: {
    words: 'Exchange holidays',
    where: 'Calendar and deadlines',
    path: paths.desk.calendar,
  },
  financial_results: {
    words: 'Financial results',
    where: 'Documents (Financial results)',
    path: paths.desk.documents,
  },
  shareholding_quarters: {
    words: 'Shareholding patterns',
    where: 'Shareholders (Shareholding)',
    path: paths.desk.shareholders,
  },
  dividends: {
    words: 'Dividends',
    where: 'Shareholders (Dividends)',
    path: paths.desk.shareholders,
  },
};

type Row = Record<string, string | number | null>;
const str = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const day = (value: string | number | null | undefined) => formatIndianDate(str(value));

const PERIODS: Record<string, string> = {
  quarter: 'Quarter',
  half_year: 'Half-year',
  nine_months: 'Nine months',
  year: 'Year',
};

// Each table's columns, and the row in words. Committee terms are named by their committee and
// director, read alongside.
const READS: { table: SampleTable; columns: string; words: (row: Row, names: Row) => string }[] = [
  {
    table: 'board_directors',
    columns: 'id,version,name,din,ceased_on',
    words: (r) =>
      `${str(r.name)}, DIN ${str(r.din)}${r.ceased_on ? `, ceased ${day(r.ceased_on)}` : ''}`,
  },
  {
    table: 'committee_members',
    columns: 'id,committee_id,director_id,role,from_date,to_date',
    words: (r, names) =>
      `${str(names[str(r.committee_id)]) || 'A committee'}: ${str(names[str(r.director_id)]) || 'a director'}, ${str(r.role)} from ${day(r.from_date)}${r.to_date ? ` until ${day(r.to_date)}` : ''}`,
  },
  {
    table: 'key_officers',
    columns: 'id,name,designation',
    words: (r) => `${str(r.name)}, ${str(r.designation)}`,
  },
  {
    table: 'company_contacts',
    columns: 'id,cin,effective_on',
    words: (r) => `CIN ${str(r.cin)}, in effect from ${day(r.effective_on)}`,
  },
  {
    table: 'credit_ratings',
    columns: 'id,agency,instrument,rating,rated_on',
    words: (r) =>
      `${str(r.rating)} by ${str(r.agency)} for ${str(r.instrument)}, ${day(r.rated_on)}`,
  },
  {
    table: 'exchange_holidays',
    columns: 'id,name,holiday_date',
    words: (r) => `${str(r.name)}, ${day(r.holiday_date)}`,
  },
  {
    table: 'financial_results',
    columns: 'id,period_kind,basis,period_end',
    words: (r) =>
      `${PERIODS[str(r.period_kind)] ?? 'Period'} ended ${day(r.period_end)}, ${str(r.basis)}`,
  },
  {
    table: 'shareholding_quarters',
    columns: 'id,quarter_end',
    words: (r) => `Quarter ended ${day(r.quarter_end)}`,
  },
  {
    table: 'dividends',
    columns: 'id,kind,financial_year,record_date',
    words: (r) =>
      `${str(r.kind) === 'final' ? 'Final' : 'Interim'} dividend FY ${str(r.financial_year)}, record date ${day(r.record_date)}`,
  },
];

/**
 * Every sample row, table by table in the order above, each named in the desk's words (never a
 * table's name or an id: the company secretary reads this list). Read as a visitor reads them,
 * like the build.
 */
export async function findSampleRows(source?: FactSource): Promise<SampleRow[]> {
  const [found, committees, directors] = await Promise.all([
    Promise.all(
      READS.map(({ table, columns }) =>
        readRows<Row>(table, `select=${columns}&is_sample=is.true&limit=500`, source),
      ),
    ),
    readRows<Row>('board_committees', 'select=id,name', source),
    readRows<Row>('board_directors', 'select=id,name', source),
  ]);
  const names: Row = Object.fromEntries(
    [...committees, ...directors].map((row) => [str(row.id), str(row.name)]),
  );
  return READS.flatMap(({ table, words }, i) =>
    (found[i] ?? []).map((row) => ({
      table,
      id: str(row.id),
      ...(typeof row.version === 'number' ? { version: row.version } : {}),
      label: words(row, names),
    })),
  );
}

/** The sample rows as the build lists them: one line a kind, "Directors: A; B". */
export async function sampleRows(source?: FactSource): Promise<string[]> {
  const rows = await findSampleRows(source);
  return READS.flatMap(({ table }) => {
    const labels = rows.filter((row) => row.table === table).map((row) => row.label);
    return labels.length ? [`${SAMPLE_GROUPS[table].words}: ${labels.join('; ')}`] : [];
  });
}
