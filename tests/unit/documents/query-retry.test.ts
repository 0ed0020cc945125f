import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQueryClient,
  MAX_QUERY_RETRIES,
  queryRetryDelay,
  shouldRetryQuery,
} from '@/app/query-client';
import { DocumentsRequestError } from '@/lib/request-errors';

const failed = (status: number, code = '', timedOut = false) =>
  new DocumentsRequestError({ message: `status ${status}`, status, code, timedOut });

describe('shouldRetryQuery', () => {
  it.each([
    ['no answer (network down, backend stopped)', failed(0)],
    ['a server error', failed(500)],
    ['a bad gateway', failed(502)],
    ['an unavailable backend', failed(503)],
    ['a request timeout answered by a proxy', failed(408)],
    ['rate limiting', failed(429)],
    ['a plain network TypeError', new TypeError('Failed to fetch')],
  ])('retries %s', (_case, error) => {
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
  });

  it.each([
    ['permission denied', failed(401, '42501')],
    ['a forged or expired token', failed(401, 'PGRST301')],
    ['a forbidden read', failed(403, '42501')],
    ['an unknown table', failed(404, 'PGRST205')],
    ['a bad filter', failed(400, '22P02')],
    ['a database error code without a status', { code: '42501', message: 'permission denied' }],
    ['our own timeout, after waiting for it', failed(0, '', true)],
  ])('does not retry %s', (_case, error) => {
    expect(shouldRetryQuery(0, error)).toBe(false);
  });

  it(`stops after ${MAX_QUERY_RETRIES} retries`, () => {
    expect(shouldRetryQuery(MAX_QUERY_RETRIES - 1, failed(500))).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, failed(500))).toBe(false);
  });
});

describe('queryRetryDelay', () => {
  it('backs off 1 s, 2 s, 4 s, then stays at 8 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe("the app's query client", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function attempts(error: unknown) {
    const queryFn = vi.fn(() => Promise.reject(error));
    const settled = createQueryClient()
      .fetchQuery({ queryKey: ['documents', 'policies'], queryFn })
      .catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled).toBe('failed');
    return queryFn.mock.calls.length;
  }

  it('tries a server error three times in all', async () => {
    expect(await attempts(failed(500))).toBe(3);
  });

  it('tries a permission error once', async () => {
    expect(await attempts(failed(401, '42501'))).toBe(1);
  });

  it('tries a timed-out read once', async () => {
    expect(await attempts(failed(0, '', true))).toBe(1);
  });

  it('waits 1 s and then 2 s between tries', async () => {
    const calls: number[] = [];
    const queryFn = vi.fn(() => {
      calls.push(Date.now());
      return Promise.reject(failed(503));
    });
    const settled = createQueryClient()
      .fetchQuery({ queryKey: ['documents', 'forms'], queryFn })
      .catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled).toBe('failed');
    expect(calls).toHaveLength(3);
  });

  it('never repeats a write on its own', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
