// Time in India, computed by hand from the fixed offset rather than through the reader's zone:
// IST is UTC+05:30 all year (India has kept no daylight saving since 1945), so a browser in
// London or New York, and the server that prerenders the page, print the same IST times.

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type IstParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 for Sunday … 6 for Saturday, as Date#getUTCDay numbers them. */
  weekday: number;
};

/** The wall-clock reading in India at an instant. */
export function istParts(instant: Date): IstParts {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day in India at an instant, as `YYYY-MM-DD`. */
export function istDate(instant: Date): string {
  const p = istParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant at which India's clocks read `date` (YYYY-MM-DD) at hour:minute. */
export function fromIst(date: string, hour = 0, minute = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS);
}

/** `date` (YYYY-MM-DD) moved by a number of calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** "10 Feb 2027". */
export function formatIstDay(instant: Date): string {
  const p = istParts(instant);
  return `${p.day} ${MONTHS[p.month - 1] ?? ''} ${p.year}`;
}

/** "11:00 am IST": always labelled, so nobody reads it as their own zone. */
export function formatIstTime(instant: Date): string {
  const p = istParts(instant);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${hour12}:${pad(p.minute)} ${p.hour < 12 ? 'am' : 'pm'} IST`;
}

/** "10 Feb 2027, 11:00 am IST". */
export function formatIstDateTime(instant: Date): string {
  return `${formatIstDay(instant)}, ${formatIstTime(instant)}`;
}

/** "10 Feb 2027, 11:00 am – 2:00 pm IST", or across days with both dates. */
export function formatIstRange(start: Date, end: Date | null): string {
  if (!end) return formatIstDateTime(start);
  if (istDate(start) === istDate(end)) {
    return `${formatIstDay(start)}, ${formatIstTime(start).replace(' IST', '')} – ${formatIstTime(end)}`;
  }
  return `${formatIstDateTime(start).replace(' IST', '')} – ${formatIstDateTime(end)}`;
}

/** "10 Feb 2027", or "10 – 14 Feb 2027" style across days, for an all-day event (no time). */
export function formatIstDays(start: Date, end: Date | null): string {
  if (!end || istDate(start) === istDate(end)) return formatIstDay(start);
  return `${formatIstDay(start)} – ${formatIstDay(end)}`;
}
