import { beforeAll, describe, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';
import { CALLERS, OPS, type Op, type Outcome } from './rls-matrix';

/**
 * The investor calendar's table: everyone reads every event; only the admin writes, at aal2 once
 * a factor exists; an event is deleted outright (it has no archive: a cancellation is an update).
 */
export const EVENT_MATRIX: Record<string, Outcome[]> = {
  anon: ['visible', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['visible', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['visible', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'allowed', 'allowed', 'allowed'],
  'admin aal1 (no factor)': ['visible', 'allowed', 'allowed', 'allowed'],
};

/**
 * A material event the desk records (Regulation 30(6)(ii)-(iii)): possibly unpublished price
 * sensitive information until disclosed, so only the administrator reads it, at aal2 once a
 * factor is enrolled, as every read only the administrator may make.
 */
export const MATERIAL_EVENT_VISIBILITY: Record<string, Outcome> = {
  anon: 'hidden',
  'signed-in non-admin': 'hidden',
  'admin aal1 (verified factor)': 'hidden',
  'admin aal2': 'visible',
  'admin aal1 (no factor)': 'visible',
};

/** Declares the events' matrix inside the lane's describe block. */
export function describeEventChecks(lane: DeskLane) {
  let id = '';
  let material = '';
  beforeAll(async () => {
    const { rows } = await lane.pg().client.query<{ id: string }>(
      `insert into public.investor_events (title, kind, starts_at)
       values ('Seeded board meeting', 'board_meeting', '2027-01-01T05:30:00Z') returning id`,
    );
    id = rows[0]?.id ?? '';
    const { rows: hidden } = await lane.pg().client.query<{ id: string }>(
      `insert into public.investor_events (title, kind, starts_at)
       values ('Seeded fire at the plant', 'material_event_internal', '2027-01-02T05:30:00Z')
       returning id`,
    );
    material = hidden[0]?.id ?? '';
  });

  describe.each(CALLERS)('as $name', (caller) => {
    it('investor_events: a material event is read by the administrator alone', async () => {
      const result = await lane.attempt(
        caller,
        'select count(*)::int as n from public.investor_events where id = $1',
        [material],
      );
      lane.check(lane.outcomeOf('select', result), MATERIAL_EVENT_VISIBILITY[caller.name]);
    });
  });

  describe.each(CALLERS)('as $name', (caller) => {
    it('investor_events: select, insert, update, delete', async () => {
      const sql: Record<Op, [string, unknown[]]> = {
        select: ['select count(*)::int as n from public.investor_events', []],
        insert: [
          `insert into public.investor_events (title, kind, starts_at)
           values ('New', 'agm', '2027-03-01T05:30:00Z')`,
          [],
        ],
        update: ['update public.investor_events set cancelled_at = now() where id = $1', [id]],
        delete: ['delete from public.investor_events where id = $1', [id]],
      };
      const outcomes: (Outcome | string)[] = [];
      for (const op of OPS) {
        outcomes.push(lane.outcomeOf(op, await lane.attempt(caller, ...sql[op])));
      }
      lane.check(outcomes, EVENT_MATRIX[caller.name], OPS.length);
    });
  });
}

/** The exchange holidays: the same rules as the events (everyone reads, the admin writes). */
export function describeHolidayChecks(lane: DeskLane) {
  let id = '';
  beforeAll(async () => {
    const { rows } = await lane.pg().client.query<{ id: string }>(
      `insert into public.exchange_holidays (holiday_date, name)
       values ('2027-03-22', 'Seeded holiday') returning id`,
    );
    id = rows[0]?.id ?? '';
  });

  describe.each(CALLERS)('as $name', (caller) => {
    it('exchange_holidays: select, insert, update, delete', async () => {
      const sql: Record<Op, [string, unknown[]]> = {
        select: ['select count(*)::int as n from public.exchange_holidays', []],
        insert: [
          `insert into public.exchange_holidays (holiday_date, name) values ('2027-04-14', 'New')`,
          [],
        ],
        update: ["update public.exchange_holidays set name = 'Renamed' where id = $1", [id]],
        delete: ['delete from public.exchange_holidays where id = $1', [id]],
      };
      const outcomes: (Outcome | string)[] = [];
      for (const op of OPS) {
        outcomes.push(lane.outcomeOf(op, await lane.attempt(caller, ...sql[op])));
      }
      lane.check(outcomes, EVENT_MATRIX[caller.name], OPS.length);
    });
  });
}
