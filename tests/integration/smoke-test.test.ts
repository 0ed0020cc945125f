/**
 * The operator's smoke test (scripts/smoke-test.ts) against the embedded backend: every step
 * passes on a healthy project and leaves nothing behind; a wrong password fails the sign-in in
 * plain words with a non-zero exit; and with a TOTP factor enrolled, a code reaches aal2.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmokeTest } from '../../scripts/smoke-test';
import { DEFAULT_ADMIN_EMAIL_DOMAIN, LOCAL_ADMIN_USERNAME } from '../../supabase/local/keys';
import { startTestBackend, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

const ROOT = join(import.meta.dirname, '..', '..');
const STEPS = 8;

let t: TestBackend;
let env: Record<string, string>;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  env = {
    SUPABASE_URL: t.url,
    SUPABASE_ANON_KEY: t.backend.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: t.backend.serviceRoleKey,
    // The username as typed in the login dialog: the script maps it onto the domain.
    ADMIN_USERNAME: LOCAL_ADMIN_USERNAME,
    ADMIN_EMAIL_DOMAIN: DEFAULT_ADMIN_EMAIL_DOMAIN,
    ADMIN_PASSWORD: t.backend.admin.password,
  };
});
afterAll(() => t.stop());

async function run(overrides: Record<string, string> = {}, interactive = false) {
  const lines: string[] = [];
  const code = await runSmokeTest(
    { ...env, ...overrides },
    { print: (line) => lines.push(line), prompt: { interactive, ask: async () => '' } },
  );
  return { code, lines, text: lines.join('\n') };
}

/** The script as an operator runs it (`npm run smoke-test` is `tsx scripts/smoke-test.ts`). */
function runCli(overrides: Record<string, string>) {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, 'scripts/smoke-test.ts'], {
    cwd: ROOT,
    // Only what the script is told: nothing from this process's environment leaks in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, ...overrides },
    // No terminal on stdin: the script must not wait for a code nobody can type.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

function expectNoSecrets(text: string, extra: string[] = []) {
  for (const secret of [env.SUPABASE_ANON_KEY, env.SUPABASE_SERVICE_ROLE_KEY, ...extra]) {
    expect(text).not.toContain(secret);
  }
  expect(text).not.toContain(t.backend.admin.password);
}

/** What the run may have left: smoke rows (live or archived) and files in the bucket. */
async function leftovers() {
  const service = t.service();
  const rows = await service.from('investor_services_circulars').select('id, document_title');
  const files = await service.storage.from('investor_documents').list('investor_documents');
  return {
    rows: (rows.data ?? []).filter((r) => r.document_title.startsWith('Smoke test')),
    files: (files.data ?? []).filter((f) => f.name.includes('smoke-test')),
  };
}

describe('npm run smoke-test', () => {
  it('lists every missing variable before making any request', async () => {
    const lines: string[] = [];
    const code = await runSmokeTest({ ADMIN_USERNAME: 'admin' }, { print: (l) => lines.push(l) });
    expect(code).toBe(1);
    expect(lines[0]).toBe('FAIL environment: set these variables and run again:');
    for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY']) {
      expect(lines.some((l) => l.startsWith(`  - ${name}: missing`))).toBe(true);
    }
    expect(lines.some((l) => l.startsWith('  - ADMIN_EMAIL_DOMAIN: missing'))).toBe(true);
    expect(lines.some((l) => l.startsWith('  - ADMIN_PASSWORD: missing'))).toBe(true);
    expect(lines.at(-1)).toBe('0 passed, 1 failed');
  });

  it('passes every step on a healthy project, and leaves nothing behind', async () => {
    const { code, lines, text } = await run();
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('PASS'))).toHaveLength(STEPS);
    expect(text).toMatch(/^PASS anon reads a document table \(investor_services_circulars: 0/m);
    expect(text).toMatch(/^PASS anon cannot add a document \(HTTP 401, code 42501\)$/m);
    expect(text).toMatch(/^PASS administrator signs in \(session aal aal1, no TOTP factor/m);
    expect(text).toMatch(/^PASS audit trail names the administrator \(6 entries/m);
    expect(text).toMatch(/^PASS cleanup \(nothing was left behind\)$/m);
    expect(lines.at(-1)).toBe(`${STEPS} passed, 0 failed`);
    expect(code).toBe(0);
    expectNoSecrets(text);
    expect(await leftovers()).toEqual({ rows: [], files: [] });
  });

  it('fails the sign-in plainly on a wrong password, exits non-zero, and prints no secret', async () => {
    const wrong = 'not-the-admin-password-42';
    const { code, stdout } = await runCli({ ADMIN_PASSWORD: wrong });
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContain(
      'FAIL administrator signs in: the email or password was not accepted ' +
        '(Invalid login credentials)',
    );
    expect(lines).toContain(
      'FAIL administrator adds, edits, archives and purges a document: ' +
        'not run: the administrator is not signed in',
    );
    expect(lines.at(-1)).toMatch(/^\d+ passed, [1-9]\d* failed$/);
    expect(code).not.toBe(0);
    expectNoSecrets(stdout, [wrong]);
  });

  it('removes what failed steps left behind, with the service role', async () => {
    // The administrator's purge and file removal refused (as a broken policy would): the row
    // stays archived and the file stays stored, until the cleanup's service role removes them.
    const db = t.backend.db;
    await db.exec(`
      create function public.smoke_refuse_delete() returns trigger language plpgsql as $$
      begin
        if current_user = 'authenticated' then raise exception 'refused for the test'; end if;
        return old;
      end $$;
      create trigger smoke_refuse_delete before delete on public.investor_services_circulars
        for each row execute function public.smoke_refuse_delete();
      create trigger smoke_refuse_delete before delete on storage.objects
        for each row execute function public.smoke_refuse_delete();`);
    try {
      const { code, lines } = await run();
      expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([
        expect.stringMatching(/^FAIL administrator adds, .*: purge: refused for the test/),
        // Storage answers a trigger's refusal as the real server does: 500, "database error",
        // with the code and not the trigger's words (supabase/local/storage-common.ts).
        expect.stringMatching(
          /^FAIL administrator uploads, .*: remove: database error, code: P0001 \(HTTP 500\)/,
        ),
      ]);
      expect(lines).toContainEqual(
        expect.stringMatching(/^PASS cleanup \(removed what failed steps left: row .+, file .+\)$/),
      );
      expect(lines.at(-1)).toBe(`${STEPS - 2} passed, 2 failed`);
      expect(code).toBe(1);
    } finally {
      await db.exec(`
        drop trigger smoke_refuse_delete on public.investor_services_circulars;
        drop trigger smoke_refuse_delete on storage.objects;
        drop function public.smoke_refuse_delete();`);
    }
    expect(await leftovers()).toEqual({ rows: [], files: [] });
  });

  describe('with a verified TOTP factor', () => {
    let secret = '';

    beforeAll(async () => {
      const admin = await t.admin();
      const enrolled = await admin.auth.mfa.enroll({ factorType: 'totp' });
      if (enrolled.error) throw enrolled.error;
      secret = enrolled.data.totp.secret;
      // The previous step's code enrols, so the current step's is still unused for the script.
      await awaitFreshStep(10_000);
      const verified = await admin.auth.mfa.challengeAndVerify({
        factorId: enrolled.data.id,
        code: totpCode(secret, -1),
      });
      if (verified.error) throw verified.error;
      await admin.auth.signOut({ scope: 'local' });
    });

    it('without a code and no terminal to ask in, fails the sign-in saying what to set', async () => {
      const { code, lines } = await run({}, false);
      expect(lines).toContain(
        'FAIL administrator signs in: the administrator has a verified TOTP factor, so writes ' +
          'need aal2: set ADMIN_TOTP_CODE to a current code from the authenticator app, or run ' +
          'the script in a terminal',
      );
      expect(code).toBe(1);
    });

    it('with a wrong code fails the sign-in and writes nothing', async () => {
      const valid = [-1, 0, 1].map((steps) => totpCode(secret, steps));
      const wrong = ['000000', '111111', '222222'].find((c) => !valid.includes(c)) ?? '333333';
      const { code, lines } = await run({ ADMIN_TOTP_CODE: wrong });
      expect(lines).toContainEqual(
        expect.stringMatching(/^FAIL administrator signs in: the TOTP code was not accepted/),
      );
      expect(lines).toContain('PASS cleanup (nothing was left behind)');
      expect(code).toBe(1);
    });

    it('with a correct code reaches aal2 and passes every step', async () => {
      await awaitFreshStep(8_000);
      const code6 = totpCode(secret);
      const { code, lines, text } = await run({ ADMIN_TOTP_CODE: code6 });
      expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([]);
      expect(text).toMatch(/^PASS administrator signs in \(session aal aal2, TOTP verified\)$/m);
      expect(lines.at(-1)).toBe(`${STEPS} passed, 0 failed`);
      expect(code).toBe(0);
      expectNoSecrets(text, [code6]);
      expect(await leftovers()).toEqual({ rows: [], files: [] });
    });
  });
});
