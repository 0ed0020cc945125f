/**
 * Resets that shared test helpers need after every test. The unit files share their worker's
 * modules (isolate: false in vite.config.ts), so a helper's top-level afterEach would be
 * registered for the first file that imports it only; tests/unit/setup.ts, which runs for every
 * file, runs these instead.
 */
const resets = new Set<() => void>();

export function afterEveryTest(reset: () => void) {
  resets.add(reset);
}

export function runResets() {
  for (const reset of resets) reset();
}
