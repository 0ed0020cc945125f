import type { PGlite } from '@electric-sql/pglite';
import type { createAuth } from './auth';
import { LOCAL_ADMIN_USERNAME } from './keys';
import type { ObjectStore } from './object-store';
import { writeSamplePdf, type SamplePdf } from './sample-pdf';
import { STATIC_SAMPLE_FILES } from './sample-files';
import { samplePages } from './sample-text';

/** The seed's PDFs, written once per process: tests start many seeded backends. */
const written = new Map<string, Promise<SamplePdf>>();

function sampleFile(name: string, title: string): Promise<SamplePdf> {
  let pdf = written.get(name);
  if (!pdf) {
    pdf = writeSamplePdf(title, samplePages(name));
    written.set(name, pdf);
    pdf.catch(() => written.delete(name));
  }
  return pdf;
}

/**
 * Writes a sample PDF of several pages for every seeded row that points into the bucket, records
 * its size on the row as an upload through the site does, and stores its page text as the
 * administrator's dialog would, so search inside the documents works at once.
 */
export async function seedStorage(db: PGlite, store: ObjectStore) {
  const { rows } = await db.query<{ id: string; name: string; title: string; category: string }>(
    `select id, view_download as name, document_title as title, category
       from public.all_documents where view_download like 'investor_documents/%'`,
  );
  const files = new Map<string, { title: string; rows: { id: string; category: string }[] }>();
  for (const row of rows) {
    const file = files.get(row.name) ?? { title: row.title, rows: [] };
    file.rows.push({ id: row.id, category: row.category });
    files.set(row.name, file);
  }
  for (const [name, title] of Object.entries(STATIC_SAMPLE_FILES)) {
    if (!files.has(name)) files.set(name, { title, rows: [] });
  }
  const pdfs = await Promise.all(
    [...files].map(
      async ([name, file]) => [name, file, await sampleFile(name, file.title)] as const,
    ),
  );
  const text: { id: string; category: string; pages: string[] }[] = [];
  for (const [name, file, pdf] of pdfs) {
    const data = Buffer.from(pdf.bytes);
    const { rows: inserted } = await db.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, metadata) values ('investor_documents', $1, $2)
       on conflict (bucket_id, name) do nothing returning id`,
      [
        name,
        JSON.stringify({
          mimetype: 'application/pdf',
          size: data.length,
          cacheControl: 'max-age=3600',
          lastModified: new Date().toISOString(),
        }),
      ],
    );
    if (inserted[0]) await store.put(inserted[0].id, data);
    for (const row of file.rows) {
      // The name comes from the catalog's own view, and is quoted as an identifier.
      await db.query(
        `update public."${row.category.replace(/"/g, '""')}" set file_size_bytes = $1 where id = $2`,
        [data.length, row.id],
      );
      text.push({ ...row, pages: pdf.pages });
    }
  }
  await saveSampleText(db, text);
}

/**
 * The page text as public.save_document_text stores it, every document's in one statement a
 * table (the seed runs as the table owner; fewer round trips keep a seeded start quick).
 */
async function saveSampleText(
  db: PGlite,
  documents: { id: string; category: string; pages: string[] }[],
) {
  await db.query(
    `insert into private.document_pages (category, id, page_number, body)
     select d ->> 'category', (d ->> 'id')::uuid, p.n, p.body
       from jsonb_array_elements($1::jsonb) as d,
            jsonb_array_elements_text(d -> 'pages') with ordinality as p(body, n)`,
    [JSON.stringify(documents)],
  );
  await db.query(
    `insert into private.document_text_status (category, id, status, page_count, truncated)
     select d ->> 'category', (d ->> 'id')::uuid, 'searchable', jsonb_array_length(d -> 'pages'), false
       from jsonb_array_elements($1::jsonb) as d`,
    [JSON.stringify(documents)],
  );
}

/** Creates the local administrator, or resets its password and role if it exists. */
export async function ensureAdmin(
  auth: ReturnType<typeof createAuth>,
  email: string,
  password: string,
) {
  const existing = await auth.findUserByEmail(email);
  const input = {
    email,
    password,
    email_confirm: true,
    app_metadata: { role: 'admin' },
    user_metadata: { name: 'Administrator', username: LOCAL_ADMIN_USERNAME },
  };
  if (existing) await auth.updateUser(existing.id, input);
  else await auth.createUser(input);
}
