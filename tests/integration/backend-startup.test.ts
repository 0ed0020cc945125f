/**
 * A request that reaches the backend while it starts is refused (nothing listens yet) or
 * answered, and never held open: the backend opens its port only when it can answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { freePort, spawnBackend, type BackendProcess } from './support/backend-process';

type Outcome = { kind: 'answered'; status: number } | { kind: 'refused' } | { kind: 'hung' };

/**
 * A request still unanswered this long was held open: far beyond what a busy machine adds to a
 * refusal (immediate) or an answer (milliseconds). Behaviour, not speed: no assertion here is on
 * how fast an answer came.
 */
const HELD_OPEN_MS = 10_000;

async function probe(url: string): Promise<{ outcome: Outcome; ms: number }> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    const response = await fetch(`${url}/rest/v1/policies?select=id&limit=1`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` },
      signal: AbortSignal.timeout(HELD_OPEN_MS),
    });
    await response.arrayBuffer();
    outcome = { kind: 'answered', status: response.status };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    outcome = code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'hung' };
  }
  return { outcome, ms: performance.now() - started };
}

/** Fires a request every 100 ms from the moment of spawning until one is answered with 200. */
async function probeWhileStarting(): Promise<{ probes: { outcome: Outcome; ms: number }[] }> {
  const port = await freePort();
  const backend = await spawnBackend({ port });
  running = backend;
  const probes: Promise<{ outcome: Outcome; ms: number }>[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const next = probe(backend.url);
    probes.push(next);
    const settledSoon = await Promise.race([
      next,
      new Promise<null>((r) => setTimeout(() => r(null), 100)),
    ]);
    if (settledSoon?.outcome.kind === 'answered' && settledSoon.outcome.status === 200) break;
    if (Date.now() > deadline) throw new Error(`not ready in 60 s:\n${backend.output()}`);
    // Pace: one request every 100 ms whether or not the last one has settled.
    if (settledSoon) await new Promise((r) => setTimeout(r, 100 - (settledSoon.ms % 100)));
  }
  const results = await Promise.all(probes);
  await backend.kill();
  running = undefined;
  return { probes: results };
}

let running: BackendProcess | undefined;
afterEach(async () => {
  await running?.kill('SIGKILL');
  running = undefined;
});

describe('backend start-up', () => {
  for (const attempt of [1, 2, 3]) {
    it(`answers or refuses every request while it starts, holding none open (run ${attempt} of 3)`, async () => {
      const { probes } = await probeWhileStarting();
      expect(probes.length).toBeGreaterThan(1);
      for (const { outcome, ms } of probes) {
        expect(outcome.kind, `a request held open ${Math.round(ms)} ms`).not.toBe('hung');
        if (outcome.kind === 'answered') expect(outcome.status).toBe(200);
      }
      expect(probes.some((p) => p.outcome.kind === 'refused')).toBe(true);
      expect(probes.at(-1)?.outcome).toEqual({ kind: 'answered', status: 200 });
    }, 90_000);
  }
});
