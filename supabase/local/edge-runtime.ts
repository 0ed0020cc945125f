/**
 * A small stand-in for Supabase's Edge Runtime, run by Deno from npm (the `deno` package): it
 * loads each function's own index.ts, as deployed, catching the handler that index.ts gives
 * Deno.serve, and serves them all on one port, `/<name>/...` to the function called <name>, as
 * the platform's runtime routes `/functions/v1/<name>`. The embedded backend starts it and sends
 * /functions/v1 requests here (functions.ts). Run: deno run --allow-net --allow-env --allow-read
 * --allow-sys edge-runtime.ts <port> <name>...
 */
type Handler = Deno.ServeHandler;

const [portArg = '0', ...names] = Deno.args;
const handlers = new Map<string, Handler>();
const serve = Deno.serve;
let loading = '';

// The functions' index.ts call Deno.serve(handler) when loaded; here that registers the handler.
(Deno as { serve: unknown }).serve = (...args: unknown[]) => {
  const handler = args[args.length - 1] as Handler;
  handlers.set(loading, handler);
  return {};
};
for (const name of names) {
  loading = name;
  await import(new URL(`../functions/${name}/index.ts`, import.meta.url).href);
}
(Deno as { serve: unknown }).serve = serve;

// The backend holds this process's standard input open; when it ends (the backend stopped or
// died), so does this process, never left running on its own.
(async () => {
  for await (const _chunk of Deno.stdin.readable) {
    // Nothing is sent; only the end matters.
  }
  Deno.exit(0);
})();

serve(
  {
    port: Number(portArg),
    hostname: '127.0.0.1',
    onListen: ({ port }) => console.log(`edge-runtime listening on ${port}`),
  },
  async (request: Request) => {
    const name = new URL(request.url).pathname.split('/')[1] ?? '';
    const handler = handlers.get(name);
    if (!handler) {
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Function not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    try {
      return await handler(request);
    } catch (error) {
      console.error(`${name}:`, error);
      return new Response(JSON.stringify({ error: 'The function failed.' }), { status: 500 });
    }
  },
);
