import type { PGlite } from '@electric-sql/pglite';
import type { createAuth } from './auth';
import { LOCAL_ADMIN_USERNAME } from './keys';
import type { ObjectStore } from './object-store';
import { samplePdf } from './pdf';
import { STATIC_SAMPLE_FILES } from './sample-files';

/** Writes a small sample PDF for every seeded row that points into the bucket. */
export async function seedStorage(db: PGlite, store: ObjectStore) {
  const { rows } = await db.query<{ name: string; title: string }>(
    `select distinct on (view_download) view_download as name, document_title as title
       from public.all_documents where view_download like 'investor_documents/%'`,
  );
  const files = [
    ...rows,
    ...Object.entries(STATIC_SAMPLE_FILES).map(([name, title]) => ({ name, title })),
  ];
  for (const file of files) {
    const data = samplePdf(file.title);
    const { rows: inserted } = await db.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, metadata) values ('investor_documents', $1, $2)
       on conflict (bucket_id, name) do nothing returning id`,
      [
        file.name,
        JSON.stringify({
          mimetype: 'application/pdf',
          size: data.length,
          cacheControl: 'max-age=3600',
          lastModified: new Date().toISOString(),
        }),
      ],
    );
    if (inserted[0]) await store.put(inserted[0].id, data);
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
