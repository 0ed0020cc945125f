import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_TABLES, EVENT_WORDS } from '@/lib/compliance/event-based';

const migration = readFileSync(
  'supabase/migrations/20261206100000_alert_outcomes_held_wherever_filed.sql',
  'utf8',
);

describe('a board meeting’s outcome, to the alerts as to the compliance calendar', () => {
  const rule =
    /create or replace function private\.alert_also_section[\s\S]*?\$\$([\s\S]*?)\$\$/.exec(
      migration,
    )?.[1];

  it('is recognised on every page the calendar says it may be filed on', () => {
    const tables = [
      ...(/source_table in \(([^)]*)\)/.exec(rule ?? '')?.[1] ?? '').matchAll(/'([a-z_]+)'/g),
    ].map((m) => m[1]);
    // The board meetings' own page is the section itself; the others are the second section.
    expect(['board_meeting', ...tables].sort()).toEqual([...EVENT_TABLES.outcome].sort());
  });

  it('by the word the calendar matches it by', () => {
    const word = /~\* '([^']+)'/.exec(rule ?? '')?.[1] ?? '';
    expect(EVENT_WORDS.outcome.pattern.source).toBe(word);
    expect(EVENT_WORDS.outcome.pattern.flags).toContain('i');
  });
});
