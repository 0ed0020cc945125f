import { describe, expect, it } from 'vitest';
import { actorName } from '@/features/audit/utils/actor-name';
import { accountName } from '@/lib/account-name';

describe('who acted, in the Recent activity table', () => {
  it.each([
    [
      {
        actor_name: 'Administrator',
        actor_email: 'admin@healthforall.local',
        actor_role: 'authenticated',
      },
      'Administrator (admin)',
    ],
    [
      { actor_name: 'Priya Sharma', actor_email: 'cs@example.com', actor_role: 'authenticated' },
      'Priya Sharma (cs@example.com)',
    ],
    [
      { actor_name: null, actor_email: 'admin@example.com', actor_role: 'authenticated' },
      'admin@example.com',
    ],
    [
      { actor_name: null, actor_email: null, actor_role: 'service_role' },
      'A script run by the site’s maintainer',
    ],
    [{ actor_name: null, actor_email: null, actor_role: 'authenticated' }, 'A signed-in user'],
    [{ actor_name: null, actor_email: null, actor_role: 'anon' }, 'A visitor'],
    [
      { actor_name: null, actor_email: null, actor_role: 'supabase_admin' },
      'The site’s set-up (sample data, an update or a direct change by its maintainer)',
    ],
  ])('%j reads as %j', (entry, expected) => {
    expect(actorName(entry)).toBe(expected);
  });
});

describe('the account a person logs in with', () => {
  it('is the username for an address the login makes from one, else the address', () => {
    expect(accountName('admin@healthforall.local', 'healthforall.local')).toBe('admin');
    expect(accountName('Admin@HealthForAll.local', 'healthforall.local')).toBe('Admin');
    expect(accountName('cs@company.in', 'healthforall.local')).toBe('cs@company.in');
  });
});
