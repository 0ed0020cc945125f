/**
 * The runner behind the pg_cron stand-in (platform-extensions/pg_cron--1.6.sql), as pg_cron's
 * background worker is on the platform: each job's command on its schedule, in a transaction of
 * its own as the role that scheduled it, one run of a job at a time, each run recorded in
 * cron.job_run_details ('succeeded' or 'failed' with the error). Schedules: 'N seconds', or five
 * cron fields (minute hour day month weekday; *, lists, ranges and steps), in UTC as pg_cron.
 */
import type { PGlite } from '@electric-sql/pglite';

type Job = { jobid: string; schedule: string; command: string; username: string };

function fieldMatches(field: string, value: number, min: number): boolean {
  return field.split(',').some((part) => {
    const [range = '*', stepText] = part.split('/');
    const step = stepText ? Number(stepText) : 1;
    let low = min;
    let high = Number.MAX_SAFE_INTEGER;
    if (range !== '*') {
      const [a, b] = range.split('-');
      low = Number(a);
      high = b === undefined ? (stepText ? Number.MAX_SAFE_INTEGER : low) : Number(b);
    }
    return value >= low && value <= high && (value - low) % step === 0;
  });
}

/** Whether a five-field schedule names this minute (UTC). */
export function cronMatches(schedule: string, at: Date): boolean {
  const [minute, hour, day, month, weekday] = schedule.trim().split(/\s+/);
  if (!minute || !hour || !day || !month || !weekday) return false;
  return (
    fieldMatches(minute, at.getUTCMinutes(), 0) &&
    fieldMatches(hour, at.getUTCHours(), 0) &&
    fieldMatches(day, at.getUTCDate(), 1) &&
    fieldMatches(month, at.getUTCMonth() + 1, 1) &&
    fieldMatches(weekday.replace(/7/g, '0'), at.getUTCDay(), 0)
  );
}

export type CronRunner = { stop(): Promise<void> };

export function startCronRunner(db: PGlite): CronRunner {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const lastRun = new Map<string, number>();
  let lastMinute = Math.floor(Date.now() / 60_000);

  function due(job: Job, now: number, newMinute: boolean): boolean {
    const seconds = /^\s*(\d+)\s+seconds?\s*$/.exec(job.schedule);
    if (seconds?.[1]) return now - (lastRun.get(job.jobid) ?? 0) >= Number(seconds[1]) * 1000;
    return newMinute && cronMatches(job.schedule, new Date(now));
  }

  async function run(job: Job) {
    const started = new Date();
    let status = 'succeeded';
    let message = '';
    try {
      await db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [job.username]);
        const results = await tx.exec(job.command);
        message = `${results.at(-1)?.affectedRows ?? 0} row(s)`;
      });
    } catch (error) {
      status = 'failed';
      message = (error as Error).message;
    }
    await db.query(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status,
                                         return_message, start_time, end_time)
       values ($1, 0, current_database(), $2, $3, $4, $5, $6, now())`,
      [job.jobid, job.username, job.command, status, message, started],
    );
  }

  async function tick() {
    const now = Date.now();
    const minute = Math.floor(now / 60_000);
    const newMinute = minute !== lastMinute;
    lastMinute = minute;
    const { rows } = await db.query<Job>(
      'select jobid::text, schedule, command, username from cron.job where active order by jobid',
    );
    for (const job of rows) {
      if (stopped || !due(job, now, newMinute)) continue;
      lastRun.set(job.jobid, now);
      await run(job);
    }
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
        if (!stopped) console.error('[local-supabase] pg_cron:', error);
      });
  }, 1000);

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
