import { NO_ANSWERS } from '@/lib/compliance/facts';
import type { CompanyRecords } from '@/lib/compliance/types';
import type { SiteState } from '@/lib/compliance/verdicts';
import type { DirectorRow, OfficerRow } from '@/lib/company-facts';

// A state of the site for the rules' tests: what the desk loads (src/features/obligations), with
// nothing in it unless a test puts it there.

export const stampedDirector = (row: DirectorRow, enteredAt: string | null = null) => ({
  ...row,
  appointment_entered_at: enteredAt,
  cessation_entered_at: null,
});

export const stampedOfficer = (row: OfficerRow, enteredAt: string | null = null) => ({
  ...row,
  took_charge_entered_at: enteredAt,
  cessation_entered_at: null,
});

export const records = (extra: Partial<CompanyRecords> = {}): CompanyRecords => ({
  contacts: null,
  directors: [],
  committees: [],
  members: [],
  officers: [],
  ratings: [],
  ...extra,
});

export const state = (now: Date, extra: Partial<SiteState> = {}): SiteState => ({
  now,
  recordsBegin: null,
  events: [],
  holidays: new Set(),
  documents: [],
  answers: NO_ANSWERS,
  records: records(),
  dividends: [],
  ...extra,
});
