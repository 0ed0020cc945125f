import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMED_OUT_MESSAGE, withRequestTimeout } from '@/lib/request-timeout';

/** A read that only ever ends when its signal aborts, as fetch does with a hung server. */
const hungRead = (signal: AbortSignal) =>
  new Promise<string>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('AbortError: aborted')));
  });

describe('a public read under a timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails in plain words once the time is up', async () => {
    const read = withRequestTimeout(undefined, hungRead, 10_000);
    const settled = expect(read).rejects.toThrow(TIMED_OUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
  });

  it("passes on the caller's own cancellation as it is, not as a timeout", async () => {
    const outer = new AbortController();
    const read = withRequestTimeout(outer.signal, hungRead, 10_000);
    outer.abort();
    await expect(read).rejects.toThrow('AbortError: aborted');
  });

  it('returns what an answered read gives, and leaves no timer behind', async () => {
    await expect(
      withRequestTimeout(undefined, () => Promise.resolve('rows'), 10_000),
    ).resolves.toBe('rows');
    expect(vi.getTimerCount()).toBe(0);
  });
});
