/**
 * The lane takes a `supabase db push` for a deploy only when the CLI reported exactly that: its
 * exit status alone is not enough (a misnamed file is skipped with status 0, and a database
 * already up to date is status 0 too). The transcripts are the Supabase CLI 2.117.0's own, as it
 * printed them to this project's lane (two files shown where it listed all of them).
 */
import { describe, expect, it } from 'vitest';
import { assertPushSucceeded, type CliRun } from '../../scripts/real-postgres/supabase-cli';

const FILES = ['20240101000000_document_tables.sql', '20240101000100_storage.sql'];

const pushed: CliRun = {
  code: 0,
  stdout: 'Finished supabase db push.\n',
  stderr: [
    'Connecting to remote database...',
    'Do you want to push these migrations to the remote database?',
    ' • 20240101000000_document_tables.sql',
    ' • 20240101000100_storage.sql',
    ' [Y/n] y',
    'Applying migration 20240101000000_document_tables.sql...',
    'Applying migration 20240101000100_storage.sql...',
    '',
  ].join('\n'),
};

describe('what the lane takes for a deploy by supabase db push', () => {
  it('accepts the transcript of every file applied in order', () => {
    expect(() => assertPushSucceeded(pushed, FILES)).not.toThrow();
  });

  it('refuses a push that applied one file fewer than the folder holds', () => {
    expect(() => assertPushSucceeded(pushed, [...FILES, '20991231000000_later.sql'])).toThrow(
      /did not report plain success \(exit 0\)/,
    );
  });

  it('refuses a misnamed file the CLI skipped, although it exited 0', () => {
    const skipped: CliRun = {
      ...pushed,
      stderr: pushed.stderr.replace(
        'Connecting to remote database...\n',
        'Connecting to remote database...\nSkipping migration misnamed.sql... ' +
          '(file name must match pattern "<timestamp>_name.sql")\n',
      ),
    };
    expect(() => assertPushSucceeded(skipped, FILES)).toThrow(/Skipping migration misnamed\.sql/);
  });

  it('refuses a database that was already up to date, although it exited 0', () => {
    const upToDate: CliRun = {
      code: 0,
      stdout: 'Remote database is up to date.\n',
      stderr: 'Connecting to remote database...\n',
    };
    expect(() => assertPushSucceeded(upToDate, FILES)).toThrow(/Remote database is up to date/);
  });

  it('refuses a migration that failed, with the CLI’s own words', () => {
    const failed: CliRun = {
      code: 1,
      stdout: '',
      stderr:
        'Connecting to remote database...\n' +
        'ERROR: function no_such_function() does not exist (SQLSTATE 42883)\n' +
        'At statement: 0\nselect no_such_function()\n',
    };
    expect(() => assertPushSucceeded(failed, FILES)).toThrow(/SQLSTATE 42883/);
  });
});
