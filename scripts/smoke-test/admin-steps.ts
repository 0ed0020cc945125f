/**
 * Steps 4 and 5: the administrator's desk end to end, through the same requests the site makes
 * (its archive and purge functions as they are; the add and edit requests as add-document.ts and
 * update-document.ts send them, since those modules read the browser build's environment).
 */
import { archiveDocument } from '@/features/desk/api/archive-document';
import { purgeDocument } from '@/features/desk/api/purge-document';
import { buildUploadPath } from '@/lib/storage-path';
import { DOCUMENT_COLUMNS, DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { StepFailure, attempt, orFail, type Client, type SmokeContext } from './context';
import { smokePdf, smokeTitle } from './test-data';

function signedInAdmin(ctx: SmokeContext): Client {
  if (!ctx.admin) throw new StepFailure('not run: the administrator is not signed in');
  return ctx.admin.client;
}

/** Step 4: add, edit, archive (then hidden from visitors), purge. */
export async function adminDocumentRoundTrip(ctx: SmokeContext): Promise<string> {
  const admin = signedInAdmin(ctx);
  const { table } = ctx;
  const id = crypto.randomUUID();
  // Recorded before the request: if its answer is lost, the row may exist all the same.
  ctx.created.rows.push(id);

  const added = await admin
    .from(table)
    .insert({
      id,
      document_title: smokeTitle(ctx.runId),
      view_download: 'https://example.com/smoke-test.pdf',
      file_size_bytes: null,
    })
    .select(DOCUMENT_COLUMNS)
    .single();
  orFail('add', added.error);
  ctx.expectedAudit.push({ rowId: id, action: 'insert' });

  const editedTitle = smokeTitle(ctx.runId, true);
  const edited = await admin
    .from(table)
    .update({ document_title: editedTitle })
    .eq('id', id)
    .select(DOCUMENT_COLUMNS)
    .maybeSingle();
  orFail('edit', edited.error);
  if (edited.data?.document_title !== editedTitle) {
    throw new StepFailure('edit: the title did not change (row-level security kept the update?)');
  }
  ctx.expectedAudit.push({ rowId: id, action: 'update' });

  const archived = await attempt('archive', archiveDocument({ table, id, client: admin }));
  if (!archived.changed) throw new StepFailure('archive: the row was not archived');
  ctx.expectedAudit.push({ rowId: id, action: 'archive' });

  const seen = await ctx.anon.from(table).select('id').eq('id', id);
  orFail('reading it as anon after the archive', seen.error);
  if ((seen.data?.length ?? 0) > 0) {
    throw new StepFailure('anon still sees the archived row: the live-rows policy is not enforced');
  }

  const purged = await attempt('purge', purgeDocument({ table, id, client: admin }));
  if (!purged.purged) throw new StepFailure('purge: the archived row was not deleted');
  ctx.expectedAudit.push({ rowId: id, action: 'purge' });
  return `${table}: added, edited, archived (hidden from anon), purged "${editedTitle}"`;
}

/** Step 5: store a PDF, read it at its public address as a visitor would, remove it. */
export async function adminFileRoundTrip(ctx: SmokeContext): Promise<string> {
  const admin = signedInAdmin(ctx);
  const bucket = admin.storage.from(DOCUMENTS_BUCKET);
  const path = buildUploadPath(`smoke-test-${ctx.runId}.pdf`);
  ctx.created.files.push(path);

  // upload-document.ts's request outside a browser: no overwrite, an hour's cache, a PDF.
  const uploaded = await bucket.upload(path, smokePdf(ctx.runId), {
    cacheControl: '3600',
    upsert: false,
    contentType: 'application/pdf',
  });
  orFail('upload', uploaded.error);
  ctx.expectedAudit.push({ rowId: path, action: 'insert' });

  const response = await fetch(bucket.getPublicUrl(path).data.publicUrl, {
    signal: AbortSignal.timeout(20_000),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200) {
    throw new StepFailure(`public URL answered HTTP ${response.status}, not 200`);
  }
  if (!type.startsWith('application/pdf')) {
    throw new StepFailure(`public URL served "${type}", not application/pdf`);
  }
  if (new TextDecoder().decode(body.slice(0, 5)) !== '%PDF-') {
    throw new StepFailure('public URL served a body that does not start with %PDF-');
  }

  const removed = await bucket.remove([path]);
  orFail('remove', removed.error);
  if (!removed.data?.some((object) => object.name === path)) {
    throw new StepFailure('remove: the storage API did not remove the file');
  }
  ctx.expectedAudit.push({ rowId: path, action: 'purge' });
  return `${path}: uploaded, public URL 200 application/pdf, removed`;
}
