import { accountName } from '@/lib/account-name';
import type { AuditLogRow } from '@/lib/database-rows';

/**
 * Who acted, in words, for the activity list and its export: the person by the name their
 * account had then, with the account they logged in with ("Administrator (admin)"). Without one,
 * the trail holds the role: the API's own roles, or the database user of a direct session (the
 * sample data a local start-up seeds, a migration, someone at the SQL editor), which the company
 * secretary reads as the site's own set-up, never by the user's name.
 */
export function actorName(
  entry: Pick<AuditLogRow, 'actor_email' | 'actor_role' | 'actor_name'>,
): string {
  const account = entry.actor_email ? accountName(entry.actor_email) : null;
  if (entry.actor_name && account) return `${entry.actor_name} (${account})`;
  if (entry.actor_name || account) return entry.actor_name ?? account ?? '';
  switch (entry.actor_role) {
    case 'service_role':
      return 'A script run by the site’s maintainer';
    case 'authenticated':
      return 'A signed-in user';
    case 'anon':
      return 'A visitor';
    default:
      return 'The site’s set-up (sample data, an update or a direct change by its maintainer)';
  }
}
