// The calendar's sections on the desk: overdue, due this week (the next seven days), coming up
// (the next 90 days), done this quarter, and what does not apply.

import { istParts } from '../ist-time';
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

/** The calendar quarter (in India) an instant falls in, as "2026-Q4". */
const quarterOf = (instant: Date) => {
  const p = istParts(instant);
  return `${p.year}-Q${Math.ceil(p.month / 3)}`;
};

export function groupOf(item: ComplianceItem, now: Date): GroupKey | null {
  const left = item.deadline.getTime() - now.getTime();
  switch (item.status) {
    case 'not applicable':
      return 'not applicable';
    case 'overdue':
      return 'overdue';
    case 'done':
      return quarterOf(item.deadline) === quarterOf(now) ? 'done' : null;
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
