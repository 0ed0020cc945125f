const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` as its parts, or null when it is not one (e.g. 2024-02-30). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * A document's date as Indian investor pages write it: "23 Nov 2026". Built by hand rather than
 * with Intl so that the server's prerender and every browser print exactly the same text, and
 * a date is never moved by a time zone (it is a day, not a moment).
 */
export function formatIndianDate(value: string): string {
  const date = parseIsoDate(value.slice(0, 10));
  if (!date) return value;
  return `${date.day} ${MONTHS[date.month - 1] ?? ''} ${date.year}`;
}

/** Today's date in India as `YYYY-MM-DD`: the day the database gives a new document. */
export function indiaToday(now: Date = new Date()): string {
  // 'en-CA' formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A moment (an ISO timestamp) as a person in India reads it, the zone named so nobody reads it as
 * their own: "23 Nov 2026, 5:40 pm IST".
 */
export function formatIndianDateTime(value: string): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  const text = moment.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${text} IST`;
}
