import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../supabase/local/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run only, removed when it ends: what test files share (client-build.ts). */
    runDir: string;
  }
}

/**
 * Once per integration run, before any test file starts: a folder the files share for this run,
 * and the embedded database's migrated template (supabase/local/database-template.ts), built here
 * once on a fresh clone instead of by the first two files at once, each on one of two cores.
 */
export default async function setup(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), 'hfa-integration-run-'));
  project.provide('runDir', runDir);
  const { db } = await openDatabase();
  await db.close();
  return () => rmSync(runDir, { recursive: true, force: true });
}
