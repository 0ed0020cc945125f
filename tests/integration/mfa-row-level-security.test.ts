import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

// Once the administrator has a verified factor, the database itself refuses an aal1 write:
// a stolen password alone publishes nothing. Without a factor, aal1 writes as before.
let t: TestBackend;
let secret = '';
let factorId = '';

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
});
afterAll(() => t.stop());

const row = (title: string) => ({
  document_title: title,
  view_download: 'https://example.com/a.pdf',
});
const file = () =>
  `investor_documents/mfa-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`;

async function stepUp(client: Client) {
  await awaitFreshStep();
  const challenge = await client.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  // A step not used before: each test uses the next one, as the clock has moved on or not.
  for (const steps of [0, 1]) {
    const { error } = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data.id,
      code: totpCode(secret, steps),
    });
    if (!error) return;
    if (error.code !== 'mfa_verification_failed') throw error;
    const again = await client.auth.mfa.challenge({ factorId });
    if (again.error) throw again.error;
    challenge.data.id = again.data.id;
  }
  throw new Error('no fresh TOTP step was accepted');
}

describe('writes once the admin has a verified factor', () => {
  it('with no factor enrolled, an aal1 admin still writes (today’s behaviour)', async () => {
    const admin = await t.admin();
    const { error } = await admin.from('policies').insert(row('before MFA'));
    expect(error).toBeNull();
  });

  it('enrols and verifies a factor for the admin', async () => {
    const admin = await t.admin();
    const enrolled = await admin.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    factorId = enrolled.data.id;
    secret = enrolled.data.totp.secret;
    await stepUp(admin);
    expect((await admin.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('refuses an aal1 insert, update and delete on a document table with 42501', async () => {
    const admin = await t.admin();
    const inserted = await admin.from('policies').insert(row('password only'));
    expect(inserted.error?.code).toBe('42501');
    expect(inserted.status).toBe(403);
    const updated = await admin
      .from('policies')
      .update({ document_title: 'x' })
      .eq('document_title', 'before MFA');
    expect(updated.error?.code).toBe('42501');
    const deleted = await admin.from('policies').delete().eq('document_title', 'before MFA');
    expect(deleted.error?.code).toBe('42501');
    const { data } = await t.anon().from('policies').select('document_title');
    expect(data?.map((r) => r.document_title)).toEqual(['before MFA']);
  });

  it('refuses an aal1 upload and removes nothing at aal1', async () => {
    const admin = await t.admin();
    const name = file();
    const upload = await admin.storage.from(DOCUMENTS_BUCKET).upload(name, pdfBlob());
    expect(upload.error?.message).toMatch(/row-level security/);
    const url = admin.storage.from(DOCUMENTS_BUCKET).getPublicUrl(name).data.publicUrl;
    expect((await fetch(url)).status).toBe(404);
  });

  it('lets an aal2 admin insert, update, delete, upload and remove', async () => {
    const admin = await t.admin();
    await stepUp(admin);
    expect((await admin.from('annual_report').insert(row('with code'))).error).toBeNull();
    const updated = await admin
      .from('annual_report')
      .update({ document_title: 'renamed' })
      .eq('document_title', 'with code')
      .select();
    expect(updated.data?.length).toBe(1);
    const archived = await admin
      .from('annual_report')
      .update({ archived_at: new Date().toISOString() })
      .eq('document_title', 'renamed')
      .select();
    expect(archived.data?.length).toBe(1);
    const deleted = await admin
      .from('annual_report')
      .delete()
      .eq('document_title', 'renamed')
      .select();
    expect(deleted.data?.length).toBe(1);
    const name = file();
    expect((await admin.storage.from(DOCUMENTS_BUCKET).upload(name, pdfBlob())).error).toBeNull();

    const aal1 = await t.admin();
    expect((await aal1.storage.from(DOCUMENTS_BUCKET).remove([name])).data).toEqual([]);
    const removed = await admin.storage.from(DOCUMENTS_BUCKET).remove([name]);
    expect(removed.data?.map((o) => o.name)).toEqual([name]);
  });

  it('lets aal1 write again once the service role resets the factor', async () => {
    const service = t.service();
    const { data } = await service.auth.admin.listUsers();
    const adminId = data.users.find((u) => u.email === t.backend.admin.email)?.id ?? '';
    expect(
      (await service.auth.admin.mfa.deleteFactor({ userId: adminId, id: factorId })).error,
    ).toBeNull();
    const admin = await t.admin();
    expect((await admin.from('policies').insert(row('after reset'))).error).toBeNull();
  });
});
