import type { PGlite } from '@electric-sql/pglite';
import type { createAuth } from './auth';
import { LOCAL_ADMIN_USERNAME } from './keys';
import type { ObjectStore } from './object-store';
import { samplePdf } from './pdf';
import { STATIC_SAMPLE_FILES } from './sample-files';

/**
 * Writes a small sample PDF for every seeded row that points into the bucket, and records its
 * size on the row, as an upload through the site does.
 */
export async function seedStorage(db: PGlite, store: ObjectStore) {
  const { rows } = await db.query<{ name: string; title: string; category: string }>(
    `select view_download as name, document_title as title, category
       from public.all_documents where view_download like 'investor_documents/%'`,
  );
  const files = new Map<string, { title: string; tables: string[] }>();
  for (const row of rows) {
    const file = files.get(row.name) ?? { title: row.title, tables: [] };
    file.tables.push(row.category);
    files.set(row.name, file);
  }
  for (const [name, title] of Object.entries(STATIC_SAMPLE_FILES)) {
    if (!files.has(name)) files.set(name, { title, tables: [] });
  }
  for (const [name, file] of files) {
    const data = samplePdf(file.title);
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
    for (const table of file.tables) {
      // The name comes from the catalog's own view, and is quoted as an identifier.
      await db.query(
        `update public."${table.replace(/"/g, '""')}" set file_size_bytes = $1 where view_download = $2`,
        [data.length, name],
      );
    }
  }
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
