import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CONFIG_TOML = join(import.meta.dirname, '..', 'config.toml');

export type ConfigScalar = number | boolean | string;

/** supabase/config.toml as it is on disk: the file `supabase start` reads. */
export function readConfigToml(): string {
  return readFileSync(CONFIG_TOML, 'utf8');
}

/**
 * The scalar settings of supabase/config.toml, keyed `section.key` (`auth.rate_limit.sign_in_sign_ups`,
 * `auth.hook.mfa_verification_attempt.uri`), so the embedded backend and the Docker stack behave
 * alike. Only `key = 123`, `key = true|false` and `key = "text"` lines are read (the text without
 * escapes); everything else in the file is left to the Supabase CLI.
 */
export function configScalars(text = readConfigToml()): Map<string, ConfigScalar> {
  const values = new Map<string, ConfigScalar>();
  let section = '';
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[([^\]]+)\]/.exec(line);
    if (header?.[1]) section = header[1].trim();
    const entry = /^\s*(\w+)\s*=\s*(\d+|true|false|"[^"\\]*")\s*(?:#.*)?$/.exec(line);
    if (!entry?.[1] || !entry[2]) continue;
    const raw = entry[2];
    const value: ConfigScalar = raw.startsWith('"')
      ? raw.slice(1, -1)
      : raw === 'true' || raw === 'false'
        ? raw === 'true'
        : Number(raw);
    values.set(`${section}.${entry[1]}`, value);
  }
  return values;
}

/** The whole-number settings only (`auth.refresh_token_reuse_interval`, the rate limits). */
export function configIntegers(text = readConfigToml()): Map<string, number> {
  const values = new Map<string, number>();
  for (const [key, value] of configScalars(text)) {
    if (typeof value === 'number') values.set(key, value);
  }
  return values;
}
