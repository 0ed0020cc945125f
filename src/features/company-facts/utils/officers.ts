import type { OfficerRole, OfficerRow } from '@/lib/company-facts';
import { addDays, servesOn } from '@/lib/fact-terms';

/** The officers in charge on `day`, in the page's order. */
export function currentOfficers(officers: OfficerRow[], day: string): OfficerRow[] {
  return officers.filter((o) => servesOn(o.took_charge_on, o.ceased_on, day));
}

/** Who holds `role` on `day`, if anyone. */
export function holderOf(
  officers: OfficerRow[],
  role: OfficerRole,
  day: string,
): OfficerRow | undefined {
  return currentOfficers(officers, day).find((o) => o.roles.includes(role));
}

export type OfficerChange = { officer: OfficerRow; kind: 'took charge' | 'ceased'; on: string };

/** Who took charge or ceased in the twelve months up to `day`, newest first. */
export function officerChanges(officers: OfficerRow[], day: string): OfficerChange[] {
  const since = addDays(day, -365);
  const changes: OfficerChange[] = [];
  for (const officer of officers) {
    if (officer.took_charge_on > since)
      changes.push({ officer, kind: 'took charge', on: officer.took_charge_on });
    if (officer.ceased_on && officer.ceased_on > since)
      changes.push({ officer, kind: 'ceased', on: officer.ceased_on });
  }
  return changes.sort((a, b) => b.on.localeCompare(a.on));
}
