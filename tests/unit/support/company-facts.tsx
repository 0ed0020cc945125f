import { useState, type ReactNode } from 'react';
import type {
  BoardFacts,
  ContactsRow,
  CreditRatingRow,
  DirectorRow,
  FactsSnapshot,
  OfficerRow,
} from '@/lib/company-facts';
import { FactsStore } from '@/lib/facts-store';
import { FactsContext, type FactsHolder } from '@/lib/facts-context';
import type { factReads } from '@/lib/fact-reads';

// Company facts for unit tests: rows shaped as the database returns them, and a store whose
// reads answer with the same rows (nothing reaches the network).

const stamp = {
  version: 1,
  updated_at: '2026-11-20T06:30:00+00:00',
  created_at: '2026-11-20T06:30:00+00:00',
};

export const contactsRow: ContactsRow = {
  id: 'contacts',
  registered_office: 'Registered Office\nA.B. Road\nIndore, Madhya Pradesh 452015\nIndia',
  plant: 'Pithampur, Dhar district, Madhya Pradesh',
  phone: '+91 731 000 0000',
  investor_email: 'investors@example.com',
  cin: 'L24230MP1985PLC000000',
  effective_on: '2024-04-01',
  is_sample: false,
  ...stamp,
};

export function director(id: string, extra: Partial<DirectorRow> = {}): DirectorRow {
  return {
    id,
    name: `Director ${id}`,
    din: '01234567',
    designation: 'Independent Director',
    category: 'independent',
    is_woman: false,
    appointed_on: '2020-04-01',
    ceased_on: null,
    cessation_reason: null,
    profile: 'A profile.',
    other_positions: [],
    display_order: 100,
    is_sample: false,
    ...stamp,
    ...extra,
  };
}

export const boardFacts: BoardFacts = {
  directors: [
    director('a', {
      name: 'Asha Rao',
      din: '00000011',
      designation: 'Chairperson',
      is_woman: true,
    }),
    director('b', { name: 'Bimal Shah', din: '00000012', appointed_on: '2026-09-01' }),
    director('c', {
      name: 'Chetan Iyer',
      din: '00000013',
      ceased_on: '2026-08-15',
      cessation_reason: 'resignation',
      updated_at: '2026-11-24T06:30:00+00:00',
    }),
    director('d', {
      name: 'Old Director',
      din: '00000014',
      appointed_on: '2001-01-01',
      ceased_on: '2010-01-01',
      cessation_reason: 'retirement',
    }),
  ],
  committees: [
    {
      id: 'audit',
      name: 'Audit Committee',
      constituted_under: 'Section 177',
      display_order: 10,
      ...stamp,
    },
    {
      id: 'csr',
      name: 'Corporate Social Responsibility Committee',
      constituted_under: 'Section 135',
      display_order: 50,
      ...stamp,
    },
  ],
  members: [
    {
      id: 'm1',
      committee_id: 'audit',
      director_id: 'b',
      role: 'member',
      from_date: '2026-09-01',
      to_date: null,
      is_sample: false,
      ...stamp,
    },
    {
      id: 'm2',
      committee_id: 'audit',
      director_id: 'a',
      role: 'chair',
      from_date: '2021-01-01',
      to_date: null,
      is_sample: false,
      ...stamp,
    },
    {
      id: 'm3',
      committee_id: 'audit',
      director_id: 'c',
      role: 'member',
      from_date: '2021-01-01',
      to_date: '2026-08-15',
      is_sample: false,
      ...stamp,
    },
  ],
};

export function officer(id: string, extra: Partial<OfficerRow> = {}): OfficerRow {
  return {
    id,
    name: `Officer ${id}`,
    roles: ['company_secretary', 'compliance_officer', 'iepf_nodal_officer'],
    designation: 'Company Secretary and Compliance Officer',
    director_id: null,
    email: 'cs@example.com',
    phone: '+91 731 000 0002',
    address: null,
    took_charge_on: '2021-01-15',
    ceased_on: null,
    cessation_reason: null,
    display_order: 100,
    is_sample: false,
    ...stamp,
    ...extra,
  };
}

export function rating(id: string, extra: Partial<CreditRatingRow> = {}): CreditRatingRow {
  return {
    id,
    agency: 'CRISIL Ratings',
    instrument: 'Long-term bank facilities',
    rating: 'CRISIL A',
    outlook: 'Stable',
    rated_on: '2025-09-15',
    rationale_url: 'https://example.com/rationale.pdf',
    withdrawn_on: null,
    is_sample: false,
    revises: null,
    ...stamp,
    ...extra,
  };
}

/** A store that starts from `snapshot` and whose reads answer with the same rows. */
export function testFactsStore(snapshot: FactsSnapshot): FactsStore {
  const answer =
    <T,>(value: T | undefined, empty: T) =>
    () =>
      Promise.resolve(value ?? empty);
  const reads: typeof factReads = {
    contacts: answer(snapshot.contacts, null),
    board: answer(snapshot.board, { directors: [], committees: [], members: [] }),
    officers: answer(snapshot.officers, []),
    ratings: answer(snapshot.ratings, []),
    applicability: answer(snapshot.applicability, { top1000: null, subsidiaries: null }),
  };
  return new FactsStore(snapshot, undefined, reads);
}

export function WithFacts({
  snapshot,
  children,
}: {
  snapshot: FactsSnapshot;
  children: ReactNode;
}) {
  const [holder] = useState<FactsHolder>(() => ({ snapshot, store: testFactsStore(snapshot) }));
  return <FactsContext value={holder}>{children}</FactsContext>;
}
