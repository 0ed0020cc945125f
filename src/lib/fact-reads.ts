import type { FactSetName, FactSets } from './company-facts';
import { env } from './env';
import { yesNoAnswer } from './yes-no-answer';

// A visitor's reads of the company facts, with fetch alone. Every page's footer shows the contact
// details, and company pages deliberately load neither react-query nor PostgREST's client (16 KB
// gz), so these few GETs are written out: PostgREST's URL grammar (select, order, limit) and the
// anon key, as supabase-js would send them. The prerender (src/entry-server.tsx) reads with the
// same functions, so the built page holds what the browser would fetch.

// The columns each read asks for: every column a page or the desk's forms use (created_at: the
// desk offers Delete only within a day of entry, src/lib/entered-in-error.ts).
export const DIRECTOR_COLUMNS =
  'id, name, din, designation, category, is_woman, appointed_on, ceased_on, cessation_reason, profile, other_positions, display_order, is_sample, version, updated_at, created_at';
export const COMMITTEE_COLUMNS = 'id, name, constituted_under, display_order, version, updated_at';
export const MEMBER_COLUMNS =
  'id, committee_id, director_id, role, from_date, to_date, is_sample, version, updated_at';
export const OFFICER_COLUMNS =
  'id, name, roles, designation, director_id, email, phone, address, took_charge_on, ceased_on, cessation_reason, display_order, is_sample, version, updated_at, created_at';
export const CONTACTS_COLUMNS =
  'id, registered_office, plant, phone, investor_email, cin, effective_on, is_sample, version, updated_at';
export const RATING_COLUMNS =
  'id, agency, instrument, rating, outlook, rated_on, rationale_url, withdrawn_on, is_sample, revises, version, updated_at, created_at';

/** Where to read: the project's API and its anon key (tests and the build pass their own). */
export type FactSource = { url: string; anonKey: string };

const READ_TIMEOUT_MS = 10_000;

function projectSource(): FactSource {
  return { url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY };
}

/** One table's rows; fails in words a page can show, after ten seconds at most. */
export async function readRows<T>(
  table: string,
  query: string,
  source: FactSource = projectSource(),
): Promise<T[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), READ_TIMEOUT_MS);
  try {
    const response = await fetch(`${source.url.replace(/\/+$/, '')}/rest/v1/${table}?${query}`, {
      headers: { apikey: source.anonKey, Authorization: `Bearer ${source.anonKey}` },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`The server answered ${response.status}.`);
    return (await response.json()) as T[];
  } catch (error) {
    if (controller.signal.aborted) throw new Error('The server took too long to answer.');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const select = (columns: string, order = '') =>
  `select=${columns.replace(/\s+/g, '')}${order ? `&order=${order}` : ''}`;

/** Each set of facts as one read (the Board is three tables, read at once). */
export const factReads: { [K in FactSetName]: (source?: FactSource) => Promise<FactSets[K]> } = {
  contacts: async (source) =>
    (
      await readRows<FactSets['contacts']>(
        'company_contacts',
        `${select(CONTACTS_COLUMNS)}&limit=1`,
        source,
      )
    )[0] ?? null,
  board: async (source) => {
    const [directors, committees, members] = await Promise.all([
      readRows<FactSets['board']['directors'][number]>(
        'board_directors',
        select(DIRECTOR_COLUMNS, 'display_order.asc,appointed_on.asc'),
        source,
      ),
      readRows<FactSets['board']['committees'][number]>(
        'board_committees',
        select(COMMITTEE_COLUMNS, 'display_order.asc,name.asc'),
        source,
      ),
      readRows<FactSets['board']['members'][number]>(
        'committee_members',
        select(MEMBER_COLUMNS, 'from_date.asc'),
        source,
      ),
    ]);
    return { directors, committees, members };
  },
  officers: (source) =>
    readRows(
      'key_officers',
      select(OFFICER_COLUMNS, 'display_order.asc,took_charge_on.asc'),
      source,
    ),
  ratings: (source) =>
    readRows('credit_ratings', select(RATING_COLUMNS, 'rated_on.desc,agency.asc'), source),
  // The answers a visitor may read, by their subjects; the database grants no other column or row.
  applicability: async (source) => {
    const rows = await readRows<{ subject: string; answer: string }>(
      'compliance_answers',
      'select=subject,answer&subject=in.(fact:top_1000,fact:subsidiaries)',
      source,
    );
    const yesNo = (subject: string) =>
      yesNoAnswer(rows.find((row) => row.subject === subject)?.answer);
    return { top1000: yesNo('fact:top_1000'), subsidiaries: yesNo('fact:subsidiaries') };
  },
};
