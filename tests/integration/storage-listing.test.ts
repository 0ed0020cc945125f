import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

// The bucket is public for links, but its file list is the administrator's alone: a visitor or
// another signed-in user must not enumerate files that no page links to.
let t: TestBackend;
let admin: Client;
let reader: Client;
const folder = `investor_documents/listing-${Date.now()}`;
const names = ['a.pdf', 'b.pdf', 'never-linked.pdf'];

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  reader = await t.reader();
  for (const name of names) {
    const { error } = await admin.storage
      .from(DOCUMENTS_BUCKET)
      .upload(`${folder}/${name}`, pdfBlob());
    if (error) throw error;
  }
});
afterAll(() => t.stop());

const list = (client: Client) => client.storage.from(DOCUMENTS_BUCKET).list(folder);

describe('listing the investor_documents bucket', () => {
  it('shows the administrator every file', async () => {
    const { data, error } = await list(admin);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name).sort()).toEqual(names);
  });

  it('shows a visitor nothing', async () => {
    const { data, error } = await list(t.anon());
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('shows a signed-in non-admin nothing', async () => {
    const { data, error } = await list(reader);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('still serves every file from its public URL to anyone', async () => {
    for (const name of names) {
      const url = t.anon().storage.from(DOCUMENTS_BUCKET).getPublicUrl(`${folder}/${name}`)
        .data.publicUrl;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
  });

  it('keeps no SELECT policy on storage.objects that admits anon or every signed-in user', async () => {
    const { rows } = await t.backend.db.query<{
      policyname: string;
      permissive: string;
      roles: string[];
      qual: string;
    }>(
      `select policyname, permissive, roles::text[] as roles, qual from pg_policies
        where schemaname = 'storage' and tablename = 'objects' and cmd in ('SELECT', 'ALL')
        order by permissive`,
    );
    // The one that admits (the administrator), and a RESTRICTIVE one that only narrows it: the
    // listing needs aal2 once a factor is enrolled.
    expect(rows.map((r) => [r.policyname, r.permissive])).toEqual([
      ['Admins can list investor documents', 'PERMISSIVE'],
      ['Listing investor documents needs aal2', 'RESTRICTIVE'],
    ]);
    expect(rows.map((r) => r.roles)).toEqual([['authenticated'], ['authenticated']]);
    expect(rows[0]?.qual).toMatch(/is_admin/);
    expect(rows[1]?.qual).toMatch(/session_meets_mfa/);
  });
});
