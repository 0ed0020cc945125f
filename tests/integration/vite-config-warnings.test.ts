/**
 * `npm start` loads vite.config.ts; Vite checks that everything the config imports would load in
 * Node itself too (`configLoader: 'native'`, which a later Vite makes the default) and otherwise
 * prints a warning that means nothing to a newcomer. The config loads with no warning at all.
 */
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

function recordingLogger(said: string[]): Logger {
  const logger = createLogger('info');
  return {
    ...logger,
    warn: (message) => said.push(message),
    warnOnce: (message) => said.push(message),
    error: (message) => said.push(message),
  };
}

describe('vite.config.ts', () => {
  it('loads for the dev server without a warning', async () => {
    const said: string[] = [];
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      'vite.config.ts',
      process.cwd(),
      'info',
      recordingLogger(said),
    );
    expect(loaded?.path).toMatch(/vite\.config\.ts$/);
    expect(said).toEqual([]);
  });
});
