import type { AuditLogRow } from '@/lib/database-rows';

/**
 * Who acted, in words, for the Recent activity table. A person is named by e-mail; without one,
 * the trail holds the role: the API's own roles, or the database user of a direct session (the
 * sample data a local start-up seeds, a migration, someone at the SQL editor).
 */
export function actorName(entry: Pick<AuditLogRow, 'actor_email' | 'actor_role'>): string {
  if (entry.actor_email) return entry.actor_email;
  switch (entry.actor_role) {
    case 'service_role':
      return 'A server script (service key)';
    case 'authenticated':
      return 'A signed-in user';
    case 'anon':
      return 'A visitor';
    default:
      return `The database (${entry.actor_role}: set-up, seed or SQL editor)`;
  }
}
