import type {
  CessationReason,
  CommitteeMemberRow,
  DirectorCategory,
  OtherPosition,
} from '@/lib/company-facts';
import type { ComplianceAnswerRow } from '@/lib/compliance/facts';
import { RULE_TABLES } from '@/lib/compliance/register';
import type { CompanyRecords, ComplianceDocument, DividendFact } from '@/lib/compliance/types';
import type { CategorisedDocumentRow } from '@/lib/database-rows';
import { DIVIDEND_COLUMNS, type DividendRow } from '@/lib/dividends';
import { EXCHANGE_HOLIDAY_COLUMNS, type ExchangeHolidayRow } from '@/lib/exchange-holidays';
import {
  COMMITTEE_COLUMNS,
  CONTACTS_COLUMNS,
  DIRECTOR_COLUMNS,
  MEMBER_COLUMNS,
  OFFICER_COLUMNS,
  RATING_COLUMNS,
} from '@/lib/fact-reads';
import {
  INVESTOR_EVENT_COLUMNS,
  type EventKindOverride,
  type InvestorEventRow,
} from '@/lib/investor-events';
import { loadSupabase } from '@/lib/load-supabase';
import type { AppSupabaseClient } from '@/lib/supabase';

// What the desk's rules read (src/lib/compliance/verdicts.ts's SiteState), one read per part, as
// the administrator: Today, the calendar, readiness and Company facts are all worked out from
// these, never from reads of their own. Tests pass a signed-in client.

type Client = AppSupabaseClient;
const client = (db?: Client) => (db ? Promise.resolve(db) : loadSupabase());

function fail(error: { message: string } | null): void {
  if (error) throw error;
}

export async function readEvents(db?: Client): Promise<InvestorEventRow[]> {
  const { data, error } = await (
    await client(db)
  )
    .from('investor_events')
    .select(INVESTOR_EVENT_COLUMNS)
    .order('starts_at', { ascending: true })
    .overrideTypes<EventKindOverride[]>();
  fail(error);
  return data ?? [];
}

export async function readHolidays(db?: Client): Promise<ExchangeHolidayRow[]> {
  const { data, error } = await (
    await client(db)
  )
    .from('exchange_holidays')
    .select(EXCHANGE_HOLIDAY_COLUMNS);
  fail(error);
  return data ?? [];
}

export async function readAnswerRows(db?: Client): Promise<ComplianceAnswerRow[]> {
  const { data, error } = await (
    await client(db)
  )
    .from('compliance_answers')
    .select('id, subject, answer, reason, updated_at');
  fail(error);
  return data ?? [];
}

// Hosted PostgREST caps a response (1000 rows by default), so the view is read in pages.
const PAGE_SIZE = 1000;

/**
 * Every live document of the tables the rules read, from the all_documents view, which holds
 * what a visitor sees: an archived document counts for nothing, as on the pages.
 */
export async function readDocuments(db?: Client): Promise<ComplianceDocument[]> {
  const supabase = await client(db);
  const found: ComplianceDocument[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await supabase
      .from('all_documents')
      .select('id, category, document_title, view_download, document_date, created_at')
      .in('category', [...RULE_TABLES])
      .order('id')
      .range(from, from + PAGE_SIZE - 1)
      // A view's columns are nullable to the generator; these are the tables' NOT NULL ones.
      .overrideTypes<
        Pick<
          CategorisedDocumentRow,
          'id' | 'category' | 'document_title' | 'view_download' | 'document_date' | 'created_at'
        >[]
      >();
    fail(error);
    for (const row of data ?? []) found.push({ ...row, table: row.category });
    if (!data || data.length < PAGE_SIZE) return found;
  }
}

/** The company's records with the database's entry stamps (Regulation 46(3)(b)). */
export async function readRecords(db?: Client): Promise<CompanyRecords> {
  const supabase = await client(db);
  const [directors, committees, members, officers, contacts, ratings] = await Promise.all([
    supabase
      .from('board_directors')
      .select(`${DIRECTOR_COLUMNS}, appointment_entered_at, cessation_entered_at`)
      .order('display_order')
      // Text held to a list by check constraints, and jsonb of one shape (20261126150100).
      .overrideTypes<
        {
          category: DirectorCategory;
          cessation_reason: CessationReason | null;
          other_positions: OtherPosition[];
        }[]
      >(),
    supabase.from('board_committees').select(COMMITTEE_COLUMNS).order('display_order'),
    supabase
      .from('committee_members')
      .select(MEMBER_COLUMNS)
      .overrideTypes<CommitteeMemberRow[], { merge: false }>(),
    supabase
      .from('key_officers')
      .select(`${OFFICER_COLUMNS}, took_charge_entered_at, cessation_entered_at`)
      .order('display_order')
      // Held to the lists by check constraints (20261126150300); the whole row, as an array
      // column would otherwise be merged element by element.
      .overrideTypes<CompanyRecords['officers'], { merge: false }>(),
    supabase.from('company_contacts').select(CONTACTS_COLUMNS).maybeSingle(),
    supabase.from('credit_ratings').select(RATING_COLUMNS),
  ]);
  for (const result of [directors, committees, members, officers, contacts, ratings]) {
    fail(result.error);
  }
  return {
    directors: directors.data ?? [],
    committees: committees.data ?? [],
    members: members.data ?? [],
    officers: officers.data ?? [],
    contacts: contacts.data,
    ratings: ratings.data ?? [],
  };
}

export async function readDividends(db?: Client): Promise<DividendFact[]> {
  const { data, error } = await (
    await client(db)
  )
    .from('dividends')
    .select(DIVIDEND_COLUMNS)
    .order('record_date', { ascending: false })
    // kind is held to its list by dividends_kind_check (src/lib/dividends.ts).
    .overrideTypes<DividendRow[]>();
  fail(error);
  return data ?? [];
}

export type RecordsBeginRow = { id: string; records_begin: string };

/** The day the site's records begin, as the company secretary set it; null until set. */
export async function readRecordsBegin(db?: Client): Promise<RecordsBeginRow | null> {
  const { data, error } = await (
    await client(db)
  )
    .from('compliance_settings')
    .select('id, records_begin')
    .maybeSingle();
  fail(error);
  return data;
}
