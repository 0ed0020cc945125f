// The company's regulated facts as the database keeps them: the Board, its committees and their
// members, the officers, the contact details and the credit ratings. Kept in step with
// supabase/migrations/20261126150000_company_fact_history.sql to 20261126150400. The public pages
// and the desk both read these shapes; neither may import the other, so they live here.

export type DirectorCategory = 'executive' | 'non_executive' | 'independent';
export type CessationReason = 'resignation' | 'retirement' | 'end_of_term' | 'death' | 'removal';
export type OtherPosition = { entity: string; position: string; listed: boolean };

/** Every fact row carries these: the version an update must send back, and its last write. */
type Versioned = { id: string; version: number; updated_at: string };
/** When the row was entered (the database's stamp): deleted only within a day of it. */
type Entered = { created_at: string };

export type DirectorRow = Versioned &
  Entered & {
    name: string;
    /** Director Identification Number: eight digits. */
    din: string;
    designation: string;
    category: DirectorCategory;
    is_woman: boolean;
    /** `YYYY-MM-DD`. */
    appointed_on: string;
    ceased_on: string | null;
    cessation_reason: CessationReason | null;
    profile: string;
    other_positions: OtherPosition[];
    display_order: number;
    is_sample: boolean;
  };

export type CommitteeRow = Versioned & {
  name: string;
  constituted_under: string;
  display_order: number;
};

export type CommitteeRole = 'chair' | 'member';

/** One director's term on a committee: from `from_date` until the day before `to_date`. */
export type CommitteeMemberRow = Versioned & {
  committee_id: string;
  director_id: string;
  role: CommitteeRole;
  from_date: string;
  to_date: string | null;
  is_sample: boolean;
};

export type OfficerRole =
  | 'managing_director'
  | 'ceo'
  | 'cfo'
  | 'company_secretary'
  | 'compliance_officer'
  | 'iepf_nodal_officer'
  | 'grievance_officer'
  | 'registrar';

export type OfficerRow = Versioned &
  Entered & {
    /** The person, or for the registrar the firm. */
    name: string;
    roles: OfficerRole[];
    designation: string;
    /** The director this officer is, where they are one (a managing director always is). */
    director_id: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    took_charge_on: string;
    ceased_on: string | null;
    cessation_reason: CessationReason | null;
    display_order: number;
    is_sample: boolean;
  };

export type ContactsRow = Versioned & {
  /** Lines separated by newlines. */
  registered_office: string;
  plant: string;
  phone: string;
  investor_email: string;
  /** Corporate Identity Number, 21 characters. */
  cin: string;
  /** The day these details apply from. */
  effective_on: string;
  is_sample: boolean;
};

export type CreditRatingRow = Versioned &
  Entered & {
    agency: string;
    instrument: string;
    rating: string;
    outlook: string | null;
    rated_on: string;
    rationale_url: string;
    withdrawn_on: string | null;
    is_sample: boolean;
    /** Another rating of the same history, the one this revises (null for the first). */
    revises: string | null;
  };

export type BoardFacts = {
  directors: DirectorRow[];
  committees: CommitteeRow[];
  members: CommitteeMemberRow[];
};

/**
 * The company's answers to the desk's questions that a visitor may read (the database lets anon
 * read only these two: migrations 20261128180000 and 20261207090000): whether it is among the top
 * 1,000 listed entities by market capitalisation, which decides Regulation 46(2)(y), and whether
 * it has subsidiaries, which decides 46(2)(s). Null until answered.
 */
export type ApplicabilityFacts = { top1000: boolean | null; subsidiaries: boolean | null };

/** Each set of facts a page can show, as one read returns it. */
export type FactSets = {
  /** Null: the company has not entered its contact details yet. */
  contacts: ContactsRow | null;
  board: BoardFacts;
  officers: OfficerRow[];
  ratings: CreditRatingRow[];
  applicability: ApplicabilityFacts;
};
export type FactSetName = keyof FactSets;
/**
 * What a page was built with (the prerender's data block): some sets, or none, and the day it
 * was built (India's), so that the first render in the browser counts "current" from the same
 * day as the HTML did.
 */
export type FactsSnapshot = Partial<FactSets> & { asOf?: string };

/** `tel:` for a phone as the company wrote it: digits, and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^0-9]/g, '')}`;
}
