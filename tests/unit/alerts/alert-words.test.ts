import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alertNotice } from '@/content/alert-notice';
import { ALERT_SECTIONS } from '@/content/alert-sections';
import { ALERT_SECTION_LABELS } from '../../../supabase/functions/_shared/alerts/sections';

const migration = readFileSync(
  'supabase/migrations/20261128170000_email_alert_subscribers.sql',
  'utf8',
);

/** Every migration, in order: a notice's version may be added by any of them. */
const migrations = readdirSync('supabase/migrations')
  .sort()
  .map((name) => readFileSync(`supabase/migrations/${name}`, 'utf8'))
  .join('\n');

describe('the e-mail alerts’ words agree wherever they are kept', () => {
  it('lists the same sections on the site, in the e-mails and in the database', () => {
    const database = /select array\[([^\]]+)\]/.exec(migration)?.[1] ?? '';
    const keys = [...database.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(ALERT_SECTIONS.map((s) => s.key)).toEqual(keys);
    for (const section of ALERT_SECTIONS) {
      expect(ALERT_SECTION_LABELS[section.key]).toBe(section.label);
    }
  });

  it('names the sections in the audit trail as the site does', () => {
    const audit = readFileSync(
      'supabase/migrations/20261128170600_alert_address_reads_audited.sql',
      'utf8',
    );
    const named = Object.fromEntries(
      [...audit.matchAll(/when '([a-z_]+)' then '([^']+)'/g)].map((m) => [m[1], m[2]]),
    );
    expect(named).toEqual(Object.fromEntries(ALERT_SECTIONS.map((s) => [s.key, s.label])));
  });

  it('shows beside the form the notice the database records consent against', () => {
    const kept = new RegExp(`'${alertNotice.version}',\\s*((?:'[^']*'\\s*)+)\\)`).exec(migrations);
    const text = [...(kept?.[1] ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1]).join('');
    expect(text).toBe(alertNotice.purpose);
  });
});
