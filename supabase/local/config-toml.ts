import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CONFIG_TOML = join(import.meta.dirname, '..', 'config.toml');

/**
 * The whole-number settings of supabase/config.toml, the file `supabase start` reads, keyed
 * `section.key` (`auth.refresh_token_reuse_interval`, `auth.rate_limit.sign_in_sign_ups`), so
 * the embedded backend and the Docker stack behave alike. Only `key = 123` lines are read;
 * everything else in the file is left to the Supabase CLI.
 */
export function configIntegers(text = readFileSync(CONFIG_TOML, 'utf8')): Map<string, number> {
  const values = new Map<string, number>();
  let section = '';
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[([^\]]+)\]/.exec(line);
    if (header?.[1]) section = header[1].trim();
    const entry = /^\s*(\w+)\s*=\s*(\d+)\s*(?:#.*)?$/.exec(line);
    if (entry?.[1] && entry[2]) values.set(`${section}.${entry[1]}`, Number(entry[2]));
  }
  return values;
}
