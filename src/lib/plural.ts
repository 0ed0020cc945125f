/**
 * "1 row", "2 rows", "1,00,000 rows": a count with its noun, the number in Indian grouping.
 * `plural` defaults to the noun with an s.
 */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? noun : plural}`;
}

/** The verb that agrees with a count: `agree(1, 'was', 'were')` is 'was'. */
export function agree(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}
