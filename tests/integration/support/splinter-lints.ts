/**
 * Supabase's database linter (splinter) as queries our real-Postgres lane runs. The rules are
 * splinter's (github.com/supabase/splinter, lints/00NN_*.sql, and the dashboard's Database
 * Advisors, supabase.com/docs/guides/database/database-linter); the SQL is our own.
 *
 * Not implemented, and why:
 * - 0012 auth_allow_anonymous_sign_ins: a setting of the Auth server, not of the database; this
 *   site's supabase/config.toml leaves `enable_anonymous_sign_ins` at its default (off), and the
 *   lane has no Auth server.
 * - 0019 insecure_queue_exposed_in_api: about pgmq's queue tables exposed through pgmq_public;
 *   we have no pgmq, and npm's PostgreSQL build does not ship it, so it could neither apply nor
 *   be shown to fail.
 * - 0020 table_bloat: an estimate from pg_stats of dead space over 20 MB in a live table; a
 *   freshly migrated test server has neither the data nor the statistics for it to mean anything.
 * - 0026/0027 pg_graphql_{anon,authenticated}_table_exposed: only apply when pg_graphql is
 *   installed, which npm's PostgreSQL build cannot do; this site reads through PostgREST only.
 *   On a hosted project they would name the document tables and views that anon reads on
 *   purpose; disabling the pg_graphql extension there removes that surface.
 */
import { PERFORMANCE_LINTS } from './splinter-lints-performance';
import { SECURITY_LINTS } from './splinter-lints-security';
import type { LintLevel, SplinterLint } from './splinter-scope';

export type { LintLevel, SplinterLint };

export type LintRow = { object: string; detail: string };
export type LintFinding = { lint: string; object: string; detail: string };
export type LintException = { lint: string; object: RegExp; justification: string };

/** Every lint, in splinter's numbering. */
export const SPLINTER_LINTS: readonly SplinterLint[] = [
  ...PERFORMANCE_LINTS,
  ...SECURITY_LINTS,
].sort((a, b) => a.id.localeCompare(b.id));

/** Findings the lane accepts, each with the reason. Keep this short; prefer fixing the schema. */
export const LINT_EXCEPTIONS: readonly LintException[] = [
  {
    lint: '0005_unused_index',
    object: /.*/,
    justification:
      'idx_scan counts the scans since the server started; the lane starts a new server for ' +
      'each run and sends it a handful of queries, so every index not touched by those is ' +
      '"unused". The rule only means something on a database that has served real traffic: ' +
      "read it in the hosted project's Performance Advisor, not here. The lint still runs (and " +
      'its self-test proves it can fire); its findings are counted in the summary.',
  },
  {
    lint: '0028_anon_security_definer_function_executable',
    object: /^public\.lookup_unclaimed_dividends\(account text\)$/,
    justification:
      'The shareholder lookup of unclaimed dividends (IEPF Rules 2016, rule 5(8)) must read ' +
      'statement rows that no API role may select, and answer a visitor with the exact matches ' +
      'for one folio number only. It bounds its input, throttles the client and has an empty ' +
      'search_path (migration 20261125120000).',
  },
  {
    lint: '0028_anon_security_definer_function_executable',
    object:
      /^public\.(subscribe_to_alerts\(email text, sections text\[\], notice_version text\)|confirm_alert_subscription\(token text\)|unsubscribe_from_alerts\(token text, channel text\)|erase_my_alert_address\(token text\))$/,
    justification:
      'A visitor subscribes to e-mail alerts, confirms from the e-mail and unsubscribes, on ' +
      'tables in private that no API role may read. Each answers alike whether or not an ' +
      'address is known, checks its input, needs an unguessable token to change anything ' +
      '(confirm, unsubscribe, erase their own address), and subscribing is throttled per ' +
      'network and overall (migrations 20261128170000, 20261128170100 and 20261206160000).',
  },
  {
    lint: '0029_authenticated_security_definer_function_executable',
    object:
      /^public\.(subscribe_to_alerts\(email text, sections text\[\], notice_version text\)|confirm_alert_subscription\(token text\)|unsubscribe_from_alerts\(token text, channel text\)|alert_desk_overview\(\)|alert_subscriber_addresses\(purpose text, section text\)|send_test_alert\(\)|release_held_alert\(publication uuid, send boolean\)|retry_failed_alert_email\(email uuid\)|alert_delivery_health\(\)|erase_my_alert_address\(token text\)|erase_alert_subscriber\(email text\))$/,
    justification:
      'The four visitor calls of e-mail alerts (as for anon, above); and the desk’s seven, ' +
      'which read and change the private alert tables and first call ' +
      'private.require_alert_admin(): private.is_admin() and private.session_meets_mfa(), the ' +
      "document tables' rules (migration 20261128170400); the addresses' read also writes " +
      'who read them into the audit trail (migration 20261128170600); the bounces and ' +
      'complaints counted (migration 20261128170700); an address erased on a written request, ' +
      'recorded in the audit trail (migration 20261206160000).',
  },
  {
    lint: '0029_authenticated_security_definer_function_executable',
    object:
      /^public\.(lookup_unclaimed_dividends\(account text\)|import_iepf_statement\(financial_year text, statement_rows jsonb\)|iepf_statement_years\(\))$/,
    justification:
      'All three read or write the private IEPF statement rows that no API role may touch. The ' +
      'import checks private.is_admin() and private.session_meets_mfa() itself, exactly the ' +
      "document tables' rules, and records the year and count in the audit trail; the lookup " +
      'answers exact matches only (migration 20261125120000); the years list makes the same ' +
      'two checks and answers only each year’s row count, so the desk can ask before an ' +
      'import replaces a year (migration 20261126130000).',
  },
  {
    lint: '0029_authenticated_security_definer_function_executable',
    object:
      /^public\.(record_duty_schedule\(items jsonb\)|duty_schedule_status\(\)|confirm_duty_recipient\(token text\))$/,
    justification:
      'The compliance reminders’ three desk calls write and read the private tables of the ' +
      'desk’s open items and the confirmation tokens, which no API role may touch. Each first ' +
      'calls private.require_duty_admin(): private.is_admin() and private.session_meets_mfa(), ' +
      'the document tables’ rules; confirming also needs the token from the address’s e-mail ' +
      '(migrations 20261207120000 and 20261207120100).',
  },
  {
    lint: '0029_authenticated_security_definer_function_executable',
    object: /^public\.failed_sign_in_attempts\(\)$/,
    justification:
      'The desk’s notice of wrong passwords and codes reads private.sign_in_attempts, which only ' +
      'the role Auth connects as may touch (the sign-in hooks write it). It checks ' +
      'private.is_admin() and private.session_meets_mfa() itself and answers counts, dates and ' +
      'the account’s e-mail only (migration 20261128100000).',
  },
];

/** Runs every lint through `query` and returns one finding per row. */
export async function runSplinterLints(
  query: (sql: string) => Promise<LintRow[]>,
  lints: readonly SplinterLint[] = SPLINTER_LINTS,
): Promise<LintFinding[]> {
  const findings: LintFinding[] = [];
  for (const lint of lints) {
    for (const row of await query(lint.sql)) {
      findings.push({ lint: lint.id, object: row.object, detail: row.detail });
    }
  }
  return findings;
}

/** The exception that covers a finding, if any. */
export const exceptionFor = (finding: LintFinding, exceptions = LINT_EXCEPTIONS) =>
  exceptions.find((e) => e.lint === finding.lint && e.object.test(finding.object));
