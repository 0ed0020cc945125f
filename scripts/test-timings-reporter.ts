import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where each run leaves its per-file times for `npm run test:timings` (git ignores it). */
export const TIMINGS_DIR = '.timings';

export interface FileTiming {
  file: string;
  /** Importing and starting the environment (jsdom's window, for one). */
  environment: number;
  /** The runner, mocks and setupFiles. */
  setup: number;
  /** Importing the test file and everything it imports. */
  collect: number;
  /** Every test and hook. */
  tests: number;
}

export interface ProjectTimings {
  project: string;
  /** Wall-clock milliseconds from the first file's start to the run's end. */
  wallMs: number;
  /**
   * False when the project's files share their worker's environment (isolate: false): Vitest
   * then reports the worker's one set-up against every file, so it is left out of the sums.
   */
  isolate: boolean;
  files: FileTiming[];
}

/**
 * Records how long each test file took, split as Vitest measures it, so the slowest files and
 * each project's total can be printed (scripts/test-timings.ts). Writes one file per project.
 */
export default class TestTimingsReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart() {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, FileTiming[]>();
    const isolated = new Map<string, boolean>();
    for (const testModule of testModules) {
      const d = testModule.diagnostic();
      const project = testModule.project.name || 'default';
      isolated.set(project, testModule.project.config.isolate);
      const files = byProject.get(project) ?? [];
      files.push({
        file: relative(process.cwd(), testModule.moduleId),
        environment: d.environmentSetupDuration,
        setup: d.prepareDuration + d.setupDuration,
        collect: d.collectDuration,
        tests: d.duration,
      });
      byProject.set(project, files);
    }
    mkdirSync(TIMINGS_DIR, { recursive: true });
    const wallMs = Date.now() - this.startedAt;
    for (const [project, files] of byProject) {
      const record: ProjectTimings = {
        project,
        wallMs,
        isolate: isolated.get(project) ?? true,
        files,
      };
      writeFileSync(`${TIMINGS_DIR}/${project}.json`, JSON.stringify(record, null, 1));
    }
  }
}
