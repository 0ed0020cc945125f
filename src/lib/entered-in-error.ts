/**
 * How long after it was entered a company fact (a director, an officer, a credit rating, a
 * committee term) may still be deleted as a mistake; after that it is history, corrected with
 * Edit or ended on its date. The database holds the rule (private.keep_fact_history_rows,
 * migration 20261128110100); the desk offers Delete only while it allows it.
 */
export const ENTERED_IN_ERROR_HOURS = 24;

/** Whether the database would let the administrator delete `row` now. */
export function deletableAsMistake(
  row: { created_at: string; is_sample: boolean },
  now: number = Date.now(),
): boolean {
  if (row.is_sample) return true;
  const entered = Date.parse(row.created_at);
  return Number.isFinite(entered) && now - entered < ENTERED_IN_ERROR_HOURS * 3600_000;
}
