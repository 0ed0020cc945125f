// What reached the website late. Regulation 46(3)(b) of SEBI's LODR: the listed entity shall
// "update any change in the content of its website within two working days from the date of such
// change in content" (SEBI's words as quoted by Zee News; docs/compliance.md). One count for every
// kind of change: a director appointed, an officer ceased, the contact details changed, and a
// filing that made a calendar item done. Working days skip Saturdays, Sundays and the exchange's
// trading holidays the administrator enters (src/lib/working-days.ts).

import { paths } from '@/config/paths';
import { formatIndianDate } from '../format-date';
import { istDate } from '../ist-time';
import { addWorkingDays, type Holidays } from '../working-days';
import type { CompanyRecords, ComplianceDocument, LateFiling, Obligation } from './types';

/** The last day a change that took effect on `effectiveOn` may reach the website. */
export const websiteDueOn = (effectiveOn: string, holidays: Holidays) =>
  addWorkingDays(effectiveOn, 2, holidays);

/** One change of a fact: what it was, the day it took effect and when it was entered. */
export type FactChange = {
  what: string;
  effectiveOn: string;
  /** A timestamp; null for a change the database has no entry time for. */
  enteredAt: string | null;
  path: string;
};

export type LateChange = FactChange & { dueOn: string; enteredOn: string };

/** Each dated change the records hold, with the database's stamp of when it was entered. */
export function factChanges(records: CompanyRecords): FactChange[] {
  const changes: FactChange[] = [];
  const board = paths.investor.boardOfDirectors;
  for (const d of records.directors) {
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
  for (const o of records.officers) {
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
  if (records.contacts) {
    changes.push({
      what: 'Contact details changed',
      effectiveOn: records.contacts.effective_on,
      enteredAt: records.contacts.updated_at,
      path: paths.contact,
    });
  }
  return changes;
}

/**
 * The changes entered after the second working day from the day they took effect, latest
 * first. A change entered ahead of its day (an appointment from next month) is never late.
 */
export function lateChanges(changes: readonly FactChange[], holidays: Holidays): LateChange[] {
  const late: LateChange[] = [];
  for (const change of changes) {
    if (!change.enteredAt) continue;
    const enteredOn = istDate(new Date(change.enteredAt));
    const dueOn = websiteDueOn(change.effectiveOn, holidays);
    if (enteredOn > dueOn) late.push({ ...change, dueOn, enteredOn });
  }
  return late.sort((a, b) => b.effectiveOn.localeCompare(a.effectiveOn));
}

/**
 * How the document that made an item done was late, or null when it was in time. A periodic
 * item's document is late when it is dated after the deadline (filed late), or when it reached
 * the site more than two working days after its date (a pattern filed on 20 October and put on
 * the site in late November); an event's, when it reached the site after the deadline.
 */
export function lateFiling(
  item: Pick<Obligation, 'deadline' | 'event'>,
  doc: Pick<ComplianceDocument, 'document_date' | 'created_at'>,
  holidays: Holidays,
): LateFiling | null {
  const entered = new Date(doc.created_at);
  const enteredOn = istDate(entered);
  const deadlineDay = istDate(item.deadline);
  if (item.event) {
    return entered.getTime() > item.deadline.getTime()
      ? { reason: 'deadline', enteredOn, dueOn: deadlineDay }
      : null;
  }
  const filedLate = doc.document_date > deadlineDay;
  const dueOn = websiteDueOn(doc.document_date, holidays);
  if (!filedLate && enteredOn <= dueOn) return null;
  return filedLate
    ? { reason: 'filed', enteredOn, dueOn: deadlineDay }
    : { reason: 'website', enteredOn, dueOn };
}

/** Why something reached the site late, in a sentence: a filing (LateFiling) or a record's change. */
export function lateWords(
  late: Pick<LateFiling, 'enteredOn' | 'dueOn'> & { reason: LateFiling['reason'] | 'record' },
): string {
  const entered = formatIndianDate(late.enteredOn);
  const due = formatIndianDate(late.dueOn);
  switch (late.reason) {
    case 'filed':
      return `the document is dated after the deadline (${due}); it reached the site on ${entered}.`;
    case 'deadline':
      return `it reached the site on ${entered}, after its deadline (${due}).`;
    case 'recorded':
      return `it was done on ${entered}, after its deadline (${due}).`;
    case 'website':
      return `it reached the site on ${entered}; it was due there by ${due}, two working days after its date (Regulation 46(3)(b)).`;
    case 'record':
      return `entered on ${entered}, due by ${due} (two working days after it took effect, Regulation 46(3)(b)).`;
  }
}
