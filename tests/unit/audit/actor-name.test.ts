import { describe, expect, it } from 'vitest';
import { actorName } from '@/features/audit/utils/actor-name';

describe('who acted, in the Recent activity table', () => {
  it.each([
    [{ actor_email: 'admin@example.com', actor_role: 'authenticated' }, 'admin@example.com'],
    [{ actor_email: null, actor_role: 'service_role' }, 'A server script (service key)'],
    [{ actor_email: null, actor_role: 'authenticated' }, 'A signed-in user'],
    [{ actor_email: null, actor_role: 'anon' }, 'A visitor'],
    [
      { actor_email: null, actor_role: 'postgres' },
      'The database (postgres: set-up, seed or SQL editor)',
    ],
  ])('%j reads as %j', (entry, expected) => {
    expect(actorName(entry)).toBe(expected);
  });
});
