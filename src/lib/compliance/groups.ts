// The calendar's sections on the desk: overdue, due this week (the next seven days), coming up
// (the next 90 days), done this quarter, and what does not apply.

import { fromIst, istParts } from '../ist-time';
import { AHEAD_DAYS } from './calendar';
import type { ComplianceItem } from './types';

const DAY_MS = 86_400_000;

export type GroupKey = 'overdue' | 'week' | 'coming' | 'done' | 'not applicable';

export const GROUP_HEADINGS: Record<GroupKey, string> = {
  overdue: 'Overdue',
  week: 'Due this week',
  coming: `Coming up (next ${AHEAD_DAYS} days)`,
  done: 'Done this quarter',
  'not applicable': 'Not applicable',
};

/** The first moment, in India, of the calendar quarter an instant falls in. */
function quarterStart(instant: Date): Date {
  const p = istParts(instant);
  const month = Math.floor((p.month - 1) / 3) * 3 + 1;
  return fromIst(`${p.year}-${String(month).padStart(2, '0')}-01`);
}

export function groupOf(item: ComplianceItem, now: Date): GroupKey | null {
  const left = item.deadline.getTime() - now.getTime();
  switch (item.status) {
    case 'not applicable':
      return 'not applicable';
    case 'overdue':
      return 'overdue';
    case 'done':
      // Done items due from the quarter's start on, those due later but already done included.
      return item.deadline.getTime() >= quarterStart(now).getTime() ? 'done' : null;
    case 'due':
      if (left <= 7 * DAY_MS) return 'week';
      return left <= AHEAD_DAYS * DAY_MS ? 'coming' : null;
  }
}

export function groupItems(
  items: readonly ComplianceItem[],
  now: Date,
): Record<GroupKey, ComplianceItem[]> {
  const groups: Record<GroupKey, ComplianceItem[]> = {
    overdue: [],
    week: [],
    coming: [],
    done: [],
    'not applicable': [],
  };
  for (const item of items) {
    const key = groupOf(item, now);
    if (key) groups[key].push(item);
  }
  return groups;
}
