import { countOf } from './plural';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far `instant` is from `now` in words: "in 20 minutes", "21 hours ago", "3 days ago". The
 * one place the site says this, so two deadlines side by side never disagree.
 *
 * Whole units, rounded toward zero, and never "yesterday" or "tomorrow": a calendar word beside a
 * count of hours read wrong (46 hours ago was "yesterday" while 21 hours ago was "21 hours ago").
 * Hours are counted up to 48, the desk's "due soon" window, so everything in that window reads in
 * hours; from 48 hours on, in days.
 */
export function relativeTime(instant: Date, now: Date): string {
  const offset = instant.getTime() - now.getTime();
  const size = Math.abs(offset);
  let amount: string;
  if (size < MINUTE) return offset < 0 ? 'less than a minute ago' : 'in less than a minute';
  if (size < HOUR) amount = countOf(Math.floor(size / MINUTE), 'minute');
  else if (size < 2 * DAY) amount = countOf(Math.floor(size / HOUR), 'hour');
  else amount = countOf(Math.floor(size / DAY), 'day');
  return offset < 0 ? `${amount} ago` : `in ${amount}`;
}
