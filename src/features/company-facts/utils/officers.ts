import type { OfficerRow } from '@/lib/company-facts';
import { addDays } from '@/lib/fact-terms';

export type OfficerChange = {
  officer: OfficerRow;
  kind: 'took charge' | 'ceased';
  on: string;
  /** Entered ahead of its day: it has not happened yet. */
  upcoming: boolean;
};

/**
 * Who took charge or ceased in the twelve months up to `day`, and any change already entered
 * for a later day, newest first.
 */
export function officerChanges(officers: OfficerRow[], day: string): OfficerChange[] {
  const since = addDays(day, -365);
  const changes: OfficerChange[] = [];
  for (const officer of officers) {
    if (officer.took_charge_on > since)
      changes.push({
        officer,
        kind: 'took charge',
        on: officer.took_charge_on,
        upcoming: officer.took_charge_on > day,
      });
    if (officer.ceased_on && officer.ceased_on > since)
      changes.push({
        officer,
        kind: 'ceased',
        on: officer.ceased_on,
        upcoming: officer.ceased_on > day,
      });
  }
  return changes.sort((a, b) => b.on.localeCompare(a.on));
}
