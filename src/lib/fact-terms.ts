// Terms of office and dates, counted as the database counts them: a term from its first day
// until the day before its end ([from, to), as daterange), days as India's `YYYY-MM-DD`.

/** True on `day` (`YYYY-MM-DD`) for a term from `from` until the day before `to`. */
export function servesOn(from: string, to: string | null, day: string): boolean {
  return from <= day && (to === null || to > day);
}

/** The day `n` days after (or, negative, before) `day`. */
export function addDays(day: string, n: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
