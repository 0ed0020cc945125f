import type { LocalBackend } from '../supabase/local/server';

/**
 * One visitor's search over HTTP, as the site makes it (anon key, 30 results), timed in ms.
 * Shared by the benchmarks that measure search.
 */
export function searchCall(backend: LocalBackend): (query: string) => Promise<number> {
  const url = `${backend.url}/rest/v1/rpc/search_documents`;
  const headers = {
    apikey: backend.anonKey,
    authorization: `Bearer ${backend.anonKey}`,
    'content-type': 'application/json',
  };
  return async (query) => {
    const start = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ search_query: query, result_limit: 30 }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search "${query}": HTTP ${response.status}`);
    return performance.now() - start;
  };
}
