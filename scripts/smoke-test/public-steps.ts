/** Steps 1 and 2: what a visitor's key may and may not do. */
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { buildUploadPath } from '@/lib/storage-path';
import { StepFailure, describeError, orFail, type SmokeContext } from './context';
import { smokePdf } from './test-data';

/** Step 1: the public pages' read works with the anon key. */
export async function anonReadsDocuments(ctx: SmokeContext): Promise<string> {
  const { data, error } = await ctx.anon.from(ctx.table).select('id');
  orFail(`reading ${ctx.table}`, error);
  return `${ctx.table}: ${data?.length ?? 0} visible rows`;
}

/** What row-level security answers an unauthorised write with, through PostgREST. */
function isRlsRefusal(error: { code?: unknown; status?: unknown }): boolean {
  return error.code === '42501' || error.status === 401 || error.status === 403;
}

/** Step 2a: a visitor cannot add a document, refused by row-level security itself. */
export async function anonCannotInsert(ctx: SmokeContext): Promise<string> {
  const id = crypto.randomUUID();
  const { error, status } = await ctx.anon.from(ctx.table).insert({
    id,
    document_title: `Smoke test ${ctx.runId} anon insert — must be refused`,
    view_download: 'https://example.com/smoke-test.pdf',
  });
  if (!error) {
    ctx.created.rows.push(id);
    throw new StepFailure(`anon added a row to ${ctx.table}: row-level security is not enforced`);
  }
  if (!isRlsRefusal({ code: error.code, status })) {
    throw new StepFailure(
      `expected a row-level-security refusal, got: ${describeError({ ...error, status })}`,
    );
  }
  return `HTTP ${status}, code ${error.code}`;
}

/** Step 2b: a visitor cannot store a file in the bucket. */
export async function anonCannotUpload(ctx: SmokeContext): Promise<string> {
  const path = buildUploadPath(`smoke-test-${ctx.runId}-anon.pdf`);
  const { error } = await ctx.anon.storage
    .from(DOCUMENTS_BUCKET)
    .upload(path, smokePdf(ctx.runId), { contentType: 'application/pdf', upsert: false });
  if (!error) {
    ctx.created.files.push(path);
    throw new StepFailure(`anon stored ${path}: the bucket's insert policy is not enforced`);
  }
  // Storage answers a policy refusal with 403, or (older servers) HTTP 400 carrying "403".
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const refused = status === 401 || status === 403 || statusCode === '401' || statusCode === '403';
  if (!refused)
    throw new StepFailure(`expected an unauthorised refusal, got: ${describeError(error)}`);
  return `HTTP ${String(status)}${statusCode ? `, status ${String(statusCode)}` : ''}`;
}
