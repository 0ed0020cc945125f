import type { AuditLogRow } from '@/lib/database-rows';

/** An entry of the trail as the database writes it now, with what a test sets on top. */
export function auditEntry(overrides: Partial<AuditLogRow> = {}): AuditLogRow {
  return {
    id: 1,
    occurred_at: '2026-11-26T10:00:00+00:00',
    actor_id: '6f1c2a4e-0000-4000-8000-000000000001',
    actor_email: 'admin@healthforall.local',
    actor_name: 'Administrator',
    actor_role: 'authenticated',
    action: 'update',
    table_name: 'policies',
    row_id: '0b7e9a52-1d2f-4c1e-9a0e-2f7f3c1d5e61',
    title_before: null,
    title_after: null,
    link_before: null,
    link_after: null,
    detail: null,
    changes: null,
    row_values: null,
    names: null,
    ...overrides,
  };
}
