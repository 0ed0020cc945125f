import type { CessationReason, DirectorCategory, OfficerRole } from './company-facts';

// The company facts' codes in words, for the pages that show them and the desk's forms (apart
// from the types, so that every page's footer does not carry them).

/** Every role an officer's row may hold, in the order the desk's form lists them. */
export const OFFICER_ROLES = [
  'managing_director',
  'ceo',
  'cfo',
  'company_secretary',
  'compliance_officer',
  'iepf_nodal_officer',
  'grievance_officer',
  'registrar',
] as const satisfies readonly OfficerRole[];

export const CATEGORY_WORDS: Record<DirectorCategory, string> = {
  executive: 'Executive',
  non_executive: 'Non-executive',
  independent: 'Independent',
};

export const REASON_WORDS: Record<CessationReason, string> = {
  resignation: 'Resignation',
  retirement: 'Retirement',
  end_of_term: 'End of term',
  death: 'Death',
  removal: 'Removal',
};

export const ROLE_WORDS: Record<OfficerRole, string> = {
  managing_director: 'Managing Director',
  ceo: 'Chief Executive Officer',
  cfo: 'Chief Financial Officer',
  company_secretary: 'Company Secretary',
  compliance_officer: 'Compliance Officer',
  iepf_nodal_officer: 'Nodal Officer for the IEPF',
  grievance_officer: 'Official for investor grievances',
  registrar: 'Registrar and Share Transfer Agent',
};
