/**
 * A code-splitting group for Vite's build (rolldown) that puts the modules the app's entry
 * imports statically into one chunk. Left to itself, rolldown splits what the entry shares with
 * lazy pages into some 30 small chunks (paths, content, hooks ...), all fetched on every first
 * load: each is compressed on its own, so a page costs several KB more gzip than as one file,
 * and a request each. Modules that only lazy pages import are not touched.
 *
 * Of node_modules only the packages below: the graph seen here is before tree-shaking, and the
 * `radix-ui` and `lucide-react` barrels import every primitive and icon they offer.
 */
const PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;

type ModuleInfo = { importedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

export function firstLoadGroup(entry: string) {
  let firstLoad: Set<string> | undefined;
  const collect = (ctx: Context) => {
    const seen = new Set<string>();
    const queue = [entry];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    name: (id: string, ctx: Context) => {
      firstLoad ??= collect(ctx);
      // The entry itself stays in its own chunk: it awaits the page's lazy modules before it
      // renders, and those import this chunk, which must not be waiting on them in turn.
      if (id === entry || id.endsWith('.css')) return null;
      const ours = !id.includes('node_modules') || PACKAGES.test(id);
      return ours && firstLoad.has(id) ? 'app' : null;
    },
  };
}
