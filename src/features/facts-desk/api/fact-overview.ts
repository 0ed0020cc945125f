import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import type {
  CessationReason,
  ContactsRow,
  DirectorCategory,
  DirectorRow,
  OfficerRow,
  OtherPosition,
} from '@/lib/company-facts';
import { holidaySet } from '@/lib/exchange-holidays';
import { CONTACTS_COLUMNS, DIRECTOR_COLUMNS, OFFICER_COLUMNS } from '@/lib/fact-reads';
import { loadSupabase } from '@/lib/load-supabase';
import type { Holidays } from '@/lib/working-days';
import type { FactChange } from '../utils/fact-checks';
import type { FactsClient } from './fact-writes';

/** What the desk's Company facts section reads: the facts, when each change was entered, holidays. */
export type FactOverview = {
  contacts: ContactsRow | null;
  directors: DirectorRow[];
  officers: OfficerRow[];
  changes: FactChange[];
  holidays: Holidays;
};

/**
 * Reads the facts with their entry stamps (the database sets them: 20261126150000) and turns
 * each dated change into one line for the 46(3)(b) check. Tests pass their own client.
 */
export async function getFactOverview(client?: FactsClient): Promise<FactOverview> {
  const db = client ?? (await loadSupabase());
  const [directors, officers, contacts, holidays] = await Promise.all([
    db
      .from('board_directors')
      .select(`${DIRECTOR_COLUMNS}, appointment_entered_at, cessation_entered_at`)
      .order('appointed_on')
      // Text held to a list by check constraints, and jsonb of one shape (20261126150100).
      .overrideTypes<
        {
          category: DirectorCategory;
          cessation_reason: CessationReason | null;
          other_positions: OtherPosition[];
        }[]
      >(),
    db
      .from('key_officers')
      .select(`${OFFICER_COLUMNS}, took_charge_entered_at, cessation_entered_at`)
      .order('took_charge_on')
      // Held to the lists by check constraints (20261126150300); the whole row, as an array
      // column would otherwise be merged element by element.
      .overrideTypes<
        (OfficerRow & {
          took_charge_entered_at: string | null;
          cessation_entered_at: string | null;
        })[],
        { merge: false }
      >(),
    db.from('company_contacts').select(CONTACTS_COLUMNS).maybeSingle(),
    db.from('exchange_holidays').select('holiday_date'),
  ]);
  for (const result of [directors, officers, contacts, holidays]) {
    if (result.error) throw result.error;
  }
  const changes: FactChange[] = [];
  const board = paths.investor.boardOfDirectors;
  for (const d of directors.data ?? []) {
    changes.push({
      what: `${d.name} appointed`,
      effectiveOn: d.appointed_on,
      enteredAt: d.appointment_entered_at,
      path: board,
    });
    if (d.ceased_on) {
      changes.push({
        what: `${d.name} ceased`,
        effectiveOn: d.ceased_on,
        enteredAt: d.cessation_entered_at,
        path: board,
      });
    }
  }
  for (const o of officers.data ?? []) {
    const path = paths.investor.contact;
    changes.push({
      what: `${o.name} took charge`,
      effectiveOn: o.took_charge_on,
      enteredAt: o.took_charge_entered_at,
      path,
    });
    if (o.ceased_on) {
      changes.push({
        what: `${o.name} ceased`,
        effectiveOn: o.ceased_on,
        enteredAt: o.cessation_entered_at,
        path,
      });
    }
  }
  // The contact details are one row: their last change took effect on effective_on.
  if (contacts.data) {
    changes.push({
      what: 'Contact details changed',
      effectiveOn: contacts.data.effective_on,
      enteredAt: contacts.data.updated_at,
      path: paths.contact,
    });
  }
  return {
    contacts: contacts.data,
    directors: directors.data ?? [],
    officers: officers.data ?? [],
    changes,
    holidays: holidaySet(holidays.data ?? []),
  };
}

export const FACT_OVERVIEW_KEY = ['fact-overview'] as const;

export const useFactOverview = () =>
  useQuery({ queryKey: FACT_OVERVIEW_KEY, queryFn: () => getFactOverview() });
