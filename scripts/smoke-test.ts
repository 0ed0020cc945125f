/**
 * Smoke test after a deploy: checks, against a live Supabase project, that visitors can read and
 * cannot write, that the administrator can sign in (with TOTP when enrolled) and run the desk end
 * to end, that the audit trail names her, and removes everything it made, even after a failure.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_ANON_KEY=... SUPABASE_SERVICE_ROLE_KEY=... \
 *   ADMIN_USERNAME=admin ADMIN_EMAIL_DOMAIN=example.com ADMIN_PASSWORD='...' \
 *   [ADMIN_TOTP_CODE=123456] npm run smoke-test
 *
 * One line per step, `PASS <step>` or `FAIL <step>: <reason>`, then `N passed, M failed`; the
 * exit code is 1 when any step failed. Keys, the password and the code are never printed.
 */
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { adminSignsIn, type CodePrompt } from './smoke-test/admin-sign-in';
import { adminDocumentRoundTrip, adminFileRoundTrip } from './smoke-test/admin-steps';
import { auditNamesAdmin, cleanUp } from './smoke-test/audit-and-cleanup';
import { readSmokeConfig, type SmokeEnv } from './smoke-test/config';
import { describeError, makeClient, type SmokeContext } from './smoke-test/context';
import { anonCannotInsert, anonCannotUpload, anonReadsDocuments } from './smoke-test/public-steps';

export type SmokeIo = {
  /** Receives each output line. */
  print: (line: string) => void;
  /** Asks for a TOTP code when ADMIN_TOTP_CODE is not set; absent means nobody can answer. */
  prompt?: CodePrompt;
};

type Step = { name: string; run: (ctx: SmokeContext) => Promise<string> };

/** Runs every step and the cleanup; resolves to the process exit code (0 only if all passed). */
export async function runSmokeTest(env: SmokeEnv, io: SmokeIo): Promise<number> {
  const parsed = readSmokeConfig(env);
  if (!parsed.ok) {
    io.print('FAIL environment: set these variables and run again:');
    for (const problem of parsed.problems) io.print(`  - ${problem}`);
    io.print('0 passed, 1 failed');
    return 1;
  }
  const { config } = parsed;
  // Defence in depth: no message from a server or library reaches the output with a secret in it.
  const secrets = [config.anonKey, config.serviceRoleKey, config.adminPassword].filter(
    (secret) => secret.length >= 8,
  );
  const print = (line: string) =>
    io.print(secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), line));

  const ctx: SmokeContext = {
    config,
    // Any of the 23 would do; one table keeps the brief public appearance of a test row in one
    // known place.
    table: 'investor_services_circulars',
    runId: new Date().toISOString(),
    anon: makeClient(config.url, config.anonKey),
    service: makeClient(config.url, config.serviceRoleKey),
    admin: null,
    created: { rows: [], files: [] },
    expectedAudit: [],
  };
  const prompt = io.prompt ?? { interactive: false, ask: async () => '' };
  const steps: Step[] = [
    { name: 'anon reads a document table', run: anonReadsDocuments },
    { name: 'anon cannot add a document', run: anonCannotInsert },
    { name: 'anon cannot upload to the bucket', run: anonCannotUpload },
    { name: 'administrator signs in', run: (c) => adminSignsIn(c, prompt) },
    {
      name: 'administrator adds, edits, archives and purges a document',
      run: adminDocumentRoundTrip,
    },
    { name: 'administrator uploads, serves and removes a PDF', run: adminFileRoundTrip },
    { name: 'audit trail names the administrator', run: auditNamesAdmin },
    { name: 'cleanup', run: cleanUp },
  ];

  let passed = 0;
  let failed = 0;
  for (const step of steps) {
    try {
      const detail = await step.run(ctx);
      passed += 1;
      print(`PASS ${step.name}${detail ? ` (${detail})` : ''}`);
    } catch (error) {
      failed += 1;
      print(`FAIL ${step.name}: ${describeError(error)}`);
    }
  }
  print(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

/** Asks on the terminal; the prompt goes to stderr so stdout holds only the step lines. */
function terminalPrompt(): CodePrompt {
  return {
    interactive: process.stdin.isTTY === true,
    ask: async () => {
      const rl = createInterface({ input: process.stdin, output: process.stderr });
      try {
        return await rl.question('6-digit code from the administrator’s authenticator app: ');
      } finally {
        rl.close();
      }
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSmokeTest(process.env, { print: (line) => console.log(line), prompt: terminalPrompt() })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(`FAIL smoke test: ${describeError(error)}`);
      process.exitCode = 1;
    });
}
