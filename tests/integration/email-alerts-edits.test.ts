/**
 * E-mail alerts carry what is published when they go: a title, link or date corrected while the
 * alert waits for its batch window reaches the e-mail, and a title that makes the disclosure a
 * meeting's outcome holds it when outcomes are held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlertBackend, type AlertBackend } from './support/alert-backend';

let t: AlertBackend;

beforeAll(async () => {
  t = await startAlertBackend();
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

type Publication = { status: string; title: string; link: string; document_date: string };
const publicationOf = async (id: string) =>
  (
    await t.sql<Publication>(
      `select status, title, link, document_date::text as document_date
         from private.alert_publications where source_id = $1`,
      [id],
    )
  )[0];

describe('an edit reaches the alert', () => {
  it('a draft’s title and link corrected before the window closes are what the e-mail says', async () => {
    const reader = `edited-${Date.now()}@example.com`;
    await t.subscribeConfirmed(reader, ['announcements']);
    await t.setBatchWindow(60);
    const admin = await t.admin();
    const { data, error } = await admin
      .from('corporate_announcement')
      .insert({
        document_title: `DRAFT not for release ${reader}`,
        view_download: 'https://example.com/draft.pdf',
        document_date: '2026-12-01',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = data?.id ?? '';
    const title = `Allotment of shares under the ESOP scheme ${reader}`;
    await admin
      .from('corporate_announcement')
      .update({
        document_title: title,
        view_download: 'https://example.com/final.pdf',
        document_date: '2026-12-02',
      })
      .eq('id', id);
    expect(await publicationOf(id)).toEqual({
      status: 'queued',
      title,
      link: 'https://example.com/final.pdf',
      document_date: '2026-12-02',
    });

    await t.setBatchWindow(0);
    const mail = await t.waitForMail(reader, /Allotment of shares/, 60_000);
    expect(mail.text).toContain(title);
    expect(mail.text).toContain('https://example.com/final.pdf');
    expect(mail.text).not.toContain('DRAFT');
    expect(mail.text).not.toContain('draft.pdf');
    expect((await publicationOf(id))?.status).toBe('sent');
    // The desk's panel says what went.
    const { data: overview } = await admin.rpc('alert_desk_overview');
    const sent = (overview as { recent_sent: { title: string; link: string }[] }).recent_sent;
    expect(sent.find((p) => p.title === title)).toMatchObject({
      link: 'https://example.com/final.pdf',
      recipients: 1,
    });
  }, 90_000);

  it('a title that makes it a meeting’s outcome holds it while outcomes are held', async () => {
    const admin = await t.admin();
    await admin
      .from('alert_settings')
      .update({ held_sections: ['board_meetings'], batch_window_minutes: 60 })
      .eq('only_row', true);
    try {
      const { data } = await admin
        .from('corporate_announcement')
        .insert({
          document_title: `Intimation ${Date.now()}`,
          view_download: 'https://example.com/i.pdf',
        })
        .select('id')
        .single();
      const id = data?.id ?? '';
      expect((await publicationOf(id))?.status).toBe('queued');
      await admin
        .from('corporate_announcement')
        .update({ document_title: `Outcome of the Board meeting ${id}` })
        .eq('id', id);
      expect(await publicationOf(id)).toMatchObject({
        status: 'held',
        title: `Outcome of the Board meeting ${id}`,
      });
    } finally {
      await t.setBatchWindow(0);
    }
  });

  it('an event’s corrected title reaches its document’s alert', async () => {
    await t.setBatchWindow(60);
    const admin = await t.admin();
    const { data, error } = await admin
      .from('investor_events')
      .insert({
        kind: 'board_meeting',
        title: 'Board meeting (draft)',
        starts_at: '2026-11-30T05:30:00Z',
        document_links: ['https://example.com/outcome.pdf'],
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = data?.id ?? '';
    await admin.from('investor_events').update({ title: 'Board meeting' }).eq('id', id);
    expect((await publicationOf(id))?.title).toBe('Board meeting: outcome');
    await t.setBatchWindow(0);
  });
});
