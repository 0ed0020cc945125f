const DAY = 86_400_000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 3 hours", "2 days ago": how far a deadline is from the desk's clock. */
export function relativeTo(instant: Date, now: Date): string {
  const offset = instant.getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(offset) >= size) return format.format(Math.trunc(offset / size), unit);
  }
  return format.format(0, 'minute');
}
