/**
 * How long a read may take. A backend that accepts the connection and then says nothing would
 * otherwise leave the table's spinner turning for ever; after this the table shows its error and
 * a Try Again button instead.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/** How a read is told to stop: by react-query's cancellation, or by its own timeout. */
export type ReadOptions = {
  /** react-query's cancellation signal. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

export type TimeoutSignal = {
  /** Aborts after the timeout, or as soon as `outer` (react-query's cancellation) aborts. */
  signal: AbortSignal;
  /** True once the timeout, not the caller, aborted the request. */
  timedOut: () => boolean;
  /** Stops the timer; call it when the request has settled. */
  clear: () => void;
};

/**
 * An abort signal with a timeout. Built on setTimeout rather than AbortSignal.timeout so that a
 * test's fake clock (vitest, Playwright's page.clock) can move it forward.
 */
export function timeoutSignal(ms: number, outer?: AbortSignal): TimeoutSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onOuterAbort = () => controller.abort(outer?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${ms / 1000} s`, 'TimeoutError'));
  }, ms);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** What a read that ran out of time fails with: plain words a page can show as they are. */
export const TIMED_OUT_MESSAGE = 'The server took too long to answer.';

/**
 * Runs a read under a timeout (and the caller's cancellation). A read the timeout stopped fails
 * with TIMED_OUT_MESSAGE, so a page says so and offers its retry instead of waiting for ever.
 */
export async function withRequestTimeout<T>(
  outer: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
  ms: number = REQUEST_TIMEOUT_MS,
): Promise<T> {
  const timeout = timeoutSignal(ms, outer);
  try {
    return await run(timeout.signal);
  } catch (error) {
    if (timeout.timedOut()) throw new Error(TIMED_OUT_MESSAGE, { cause: error });
    throw error;
  } finally {
    timeout.clear();
  }
}
