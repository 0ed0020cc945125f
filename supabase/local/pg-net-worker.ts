/**
 * The sender behind the pg_net stand-in (platform-extensions/pg_net--0.14.0.sql), as pg_net's
 * background worker is on the platform: it takes the queued requests in id order, deletes them,
 * sends them, and writes each answer (or the failure) to net._http_response. It reads only
 * committed rows, so a request made in a transaction that rolls back is never sent: "HTTP
 * requests are not started until the transaction is committed" (supabase.github.io/pg_net/api).
 */
import type { PGlite } from '@electric-sql/pglite';

type Queued = {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  timeout_milliseconds: number;
};

export type Worker = { stop(): Promise<void> };

export function startPgNetWorker(db: PGlite, intervalMs = 200): Worker {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function send(request: Queued) {
    let row: unknown[];
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ? Buffer.from(request.body) : undefined,
        signal: AbortSignal.timeout(request.timeout_milliseconds),
        redirect: 'manual',
      });
      const headers = Object.fromEntries(response.headers.entries());
      row = [
        request.id,
        response.status,
        response.headers.get('content-type'),
        headers,
        await response.text(),
        false,
        null,
      ];
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      row = [request.id, null, null, null, null, timedOut, (error as Error).message];
    }
    if (stopped) return;
    await db.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      row,
    );
  }

  async function tick() {
    const { rows } = await db.query<Queued>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit 50)
       returning id, method, url, headers, body, timeout_milliseconds`,
    );
    await Promise.all(rows.map(send));
    await db.query(`delete from net._http_response where created < now() - interval '6 hours'`);
  }

  let busy = false;
  const timer = setInterval(() => {
    // A tick still at work is left to finish: ticks never pile up.
    if (busy || stopped) return;
    busy = true;
    running = tick()
      .finally(() => {
        busy = false;
      })
      .catch((error: unknown) => {
        if (!stopped) console.error('[local-supabase] pg_net:', error);
      });
  }, intervalMs);

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
