/**
 * The issue that decides whether the site works on a hosted project at all: every write the
 * administrator makes succeeds at aal1 before enrolment and at aal2 after it, is refused at aal1
 * after it, and every audit row it leaves names the administrator, file uploads included.
 */
import { describe, it } from 'vitest';
import {
  ADMIN_STATES,
  createAdminWrites,
  WRITES,
  type AuditRow,
  type Write,
} from './real-postgres-admin-writes';
import type { DeskLane } from './real-postgres-desk';

/** The audit entries each write leaves: [action, table] in order. */
const EXPECTED_AUDIT: Record<Write, [string, string][]> = {
  insert: [['insert', 'policies']],
  edit: [['update', 'policies']],
  archive: [['archive', 'policies']],
  restore: [['restore', 'policies']],
  upload: [['insert', 'storage.objects']],
  upsert: [['update', 'storage.objects']],
  replace: [
    ['insert', 'storage.objects'],
    ['update', 'policies'],
  ],
  purge: [
    ['purge', 'policies'],
    ['purge', 'storage.objects'],
  ],
};

const describeAudit = (audit: AuditRow[], admin: string) =>
  audit.map(
    (a) =>
      `${a.action} ${a.table_name} by ${a.actor_id === admin ? 'the admin' : String(a.actor_id)}`,
  );

export function describeAdminWrites(lane: DeskLane) {
  describe("the administrator's writes, as the platform runs them", () => {
    const attemptWrite = createAdminWrites(lane.pg);

    it.each(ADMIN_STATES)('$name', async (state) => {
      const allowed = state.name !== 'after enrolment, aal1';
      for (const write of WRITES) {
        const { outcome, audit } = await attemptWrite(state, write);
        // Printed before the check, so a failing run shows what each write came to.
        console.log(
          `[real-postgres] admin ${state.name}, ${write}: ${outcome}; audit: ${
            describeAudit(audit, state.sub).join(', ') || 'none'
          }`,
        );
        lane.check(
          { write, outcome, audit: audit.map((a) => [a.action, a.table_name, a.actor_id]) },
          {
            write,
            outcome: allowed ? 'allowed' : 'refused',
            audit: allowed
              ? EXPECTED_AUDIT[write].map(([action, table]) => [action, table, state.sub])
              : [],
          },
        );
      }
    });
  });
}
