import { describe, expect, it } from 'vitest';
import { actorName } from '@/features/audit/utils/actor-name';

describe('who acted, in the Recent activity table', () => {
  it.each([
    [{ actor_email: 'admin@example.com', actor_role: 'authenticated' }, 'admin@example.com'],
    [{ actor_email: null, actor_role: 'service_role' }, 'A script run by the site’s maintainer'],
    [{ actor_email: null, actor_role: 'authenticated' }, 'A signed-in user'],
    [{ actor_email: null, actor_role: 'anon' }, 'A visitor'],
    [
      { actor_email: null, actor_role: 'supabase_admin' },
      'The site’s set-up (sample data, an update or a direct change by its maintainer)',
    ],
  ])('%j reads as %j', (entry, expected) => {
    expect(actorName(entry)).toBe(expected);
  });
});
