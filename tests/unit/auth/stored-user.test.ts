import type { User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { usernameToEmail } from '@/features/auth/api/sign-in';
import {
  isAdminUser,
  readStoredUser,
  STORED_USER_KEY,
  storedUserFromAuthUser,
} from '@/features/auth/stored-user';

afterEach(() => localStorage.clear());

const authUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  aud: 'authenticated',
  created_at: '2024-01-01T00:00:00Z',
  email: 'admin@healthforall.local',
  app_metadata: { role: 'admin' },
  user_metadata: { name: 'Company Secretary' },
  ...overrides,
});

describe('readStoredUser', () => {
  it('restores a stored user', () => {
    const user = { id: 'u1', username: 'admin', name: 'Admin', role: 'admin' };
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
    expect(readStoredUser()).toEqual(user);
  });

  it.each(['{not json', '"a string"', '{"id":1}', 'null'])(
    'removes the corrupt value %s',
    (raw) => {
      localStorage.setItem(STORED_USER_KEY, raw);
      expect(readStoredUser()).toBeNull();
      expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    },
  );
});

describe('storedUserFromAuthUser', () => {
  it('mirrors id, username, name and role from the Supabase user', () => {
    expect(storedUserFromAuthUser(authUser())).toEqual({
      id: 'u1',
      username: 'admin',
      name: 'Company Secretary',
      role: 'admin',
    });
  });

  it("falls back to the name 'Admin' and the role 'user'", () => {
    expect(storedUserFromAuthUser(authUser({ user_metadata: {}, app_metadata: {} }))).toMatchObject(
      { name: 'Admin', role: 'user' },
    );
  });
});

describe('isAdminUser', () => {
  it('is true only for app_metadata.role admin', () => {
    expect(isAdminUser(authUser())).toBe(true);
    expect(isAdminUser(authUser({ app_metadata: {}, user_metadata: { role: 'admin' } }))).toBe(
      false,
    );
    expect(isAdminUser(null)).toBe(false);
  });
});

describe('usernameToEmail', () => {
  it('adds the configured domain to a bare username', () => {
    expect(usernameToEmail(' admin ', 'healthforall.local')).toBe('admin@healthforall.local');
  });

  it('keeps an email as it is', () => {
    expect(usernameToEmail('cs@company.in', 'healthforall.local')).toBe('cs@company.in');
  });
});
