/**
 * The little of the Deno and Supabase Edge Runtime globals the functions use, so the project's
 * TypeScript checks them without Deno's own types. EdgeRuntime.waitUntil keeps a background task
 * alive after the response (supabase.com/docs/guides/functions/background-tasks); locally the
 * runtime (supabase/local/edge-runtime.ts) simply lets the task run.
 */
declare namespace Deno {
  const env: { get(name: string): string | undefined };
  type ServeHandler = (request: Request) => Response | Promise<Response>;
  function serve(handler: ServeHandler): unknown;
  function serve(
    options: { port?: number; hostname?: string; onListen?: (address: { port: number }) => void },
    handler: ServeHandler,
  ): unknown;
  const args: string[];
  const stdin: { readable: AsyncIterable<Uint8Array> };
  function exit(code?: number): never;
}

// eslint-disable-next-line no-var -- a global of the runtime, declared as globals are
declare var EdgeRuntime: { waitUntil(task: Promise<unknown>): void } | undefined;
