import { paths } from '@/config/paths';
import type { ContactsRow, DirectorRow, OfficerRole, OfficerRow } from '@/lib/company-facts';
import { ROLE_WORDS } from '@/lib/company-fact-words';
import { servesOn } from '@/lib/fact-terms';
import { istDate } from '@/lib/ist-time';
import { addWorkingDays, type Holidays } from '@/lib/working-days';

// What the desk's Company facts section tells the company secretary: what the company has not
// entered yet, and which change was entered more than two working days after it took effect.
//
// Regulation 46(3)(b) of SEBI's LODR: the listed entity shall "update any change in the content
// of its website within two working days from the date of such change" (text as quoted in
// docs/compliance.md). Working days skip Saturdays, Sundays and the exchange's trading holidays
// the administrator enters (src/lib/working-days.ts).

/** Something the company must publish and has not, and the page where it is entered. */
export type MissingFact = { what: string; path: string };

/** The officers a listed company must name on its site, and the page that shows each. */
const REQUIRED_ROLES: { role: OfficerRole; path: string }[] = [
  { role: 'company_secretary', path: paths.investor.contact },
  // Regulation 6(1): a qualified company secretary as the compliance officer.
  { role: 'compliance_officer', path: paths.investor.contact },
  // Section 203 of the Companies Act, 2013: a listed company's key managerial personnel.
  { role: 'cfo', path: paths.investor.contact },
  // Regulation 46(2)(j): the officials responsible for assisting and handling grievances.
  { role: 'grievance_officer', path: paths.investor.contact },
  { role: 'registrar', path: paths.investor.contact },
  // Rule 7(2A) of the IEPF Rules, 2016.
  { role: 'iepf_nodal_officer', path: paths.investor.unclaimedDividends },
];

/** What is not yet entered, on `day`: the contacts, a director, each required officer. */
export function missingFacts(
  facts: { contacts: ContactsRow | null; directors: DirectorRow[]; officers: OfficerRow[] },
  day: string,
): MissingFact[] {
  const missing: MissingFact[] = [];
  if (!facts.contacts) {
    missing.push({
      what: 'The contact details (registered office, phone, investor e-mail, CIN)',
      path: paths.contact,
    });
  }
  if (!facts.directors.some((d) => servesOn(d.appointed_on, d.ceased_on, day))) {
    missing.push({ what: 'The Board of Directors', path: paths.investor.boardOfDirectors });
  }
  const serving = facts.officers.filter((o) => servesOn(o.took_charge_on, o.ceased_on, day));
  for (const { role, path } of REQUIRED_ROLES) {
    if (!serving.some((o) => o.roles.includes(role))) {
      missing.push({ what: ROLE_WORDS[role], path });
    }
  }
  return missing;
}

/** One change of a fact: what it was, the day it took effect and when it was entered. */
export type FactChange = {
  what: string;
  effectiveOn: string;
  /** A timestamp; null for a change the database has no entry time for. */
  enteredAt: string | null;
  path: string;
};

export type LateChange = FactChange & { dueOn: string; enteredOn: string };

/**
 * The changes entered after the second working day from the day they took effect, latest
 * first. A change entered ahead of its day (an appointment from next month) is never late.
 */
export function lateChanges(changes: FactChange[], holidays: Holidays): LateChange[] {
  const late: LateChange[] = [];
  for (const change of changes) {
    if (!change.enteredAt) continue;
    const enteredOn = istDate(new Date(change.enteredAt));
    const dueOn = addWorkingDays(change.effectiveOn, 2, holidays);
    if (enteredOn > dueOn) late.push({ ...change, dueOn, enteredOn });
  }
  return late.sort((a, b) => b.effectiveOn.localeCompare(a.effectiveOn));
}
