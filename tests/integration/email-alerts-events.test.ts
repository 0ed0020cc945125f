/**
 * An event's outcome is announced as a document is: linking a document to an investor event on
 * the desk enqueues one alert in the same transaction, delivered through the schedule, pg_net,
 * the send-alerts Edge Function under Deno and the local mail server; taking the link off (or
 * deleting the event) before it goes cancels it; a link already announced in the same section
 * is not announced twice; and a rolled-back link enqueues nothing.
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

const sql = <T>(text: string, params: unknown[] = []) => t.sql<T>(text, params);
const window = (minutes: number) => t.setBatchWindow(minutes);
const confirmed = (email: string, sections?: string[]) => t.subscribeConfirmed(email, sections);

/** A board meeting held an hour ago, with no documents yet; its id. */
async function pastBoardMeeting(title: string): Promise<string> {
  const { data, error } = await (
    await t.admin()
  )
    .from('investor_events')
    .insert({
      title,
      kind: 'board_meeting',
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function setLinks(id: string, links: string[]) {
  const { error } = await (
    await t.admin()
  )
    .from('investor_events')
    .update({ document_links: links })
    .eq('id', id);
  if (error) throw error;
}

const publications = (eventId: string) =>
  sql<{ link: string; status: string; section: string; title: string; cancel_reason: string }>(
    `select link, status, section, title, cancel_reason from private.alert_publications
      where source_table = 'investor_events' and source_id = $1 order by link`,
    [eventId],
  );

describe('an event’s outcome, announced by e-mail', () => {
  it('sends an alert when the outcome is linked to a board meeting', async () => {
    await window(0);
    const email = `outcome-${Date.now()}@example.com`;
    await confirmed(email, ['board_meetings']);
    const title = `Board meeting ${Date.now()}`;
    const id = await pastBoardMeeting(title);
    const link = `https://example.com/outcome-${Date.now()}.pdf`;
    await setLinks(id, [link]);

    const alert = await t.waitForMail(email, new RegExp(`${title}: outcome`));
    expect(alert.text).toContain(link);
    expect(alert.text).toContain('Board meetings and their outcomes');
    expect(await publications(id)).toMatchObject([{ link, status: 'sent' }]);
  }, 90_000);

  it('cancels the alert when the outcome is taken off the event before it goes', async () => {
    await window(5);
    const id = await pastBoardMeeting(`Withdrawn outcome ${Date.now()}`);
    const kept = 'https://example.com/kept.pdf';
    const dropped = 'https://example.com/dropped.pdf';
    await setLinks(id, [kept, dropped]);
    await setLinks(id, [kept]);
    expect(await publications(id)).toMatchObject([
      {
        link: dropped,
        status: 'cancelled',
        cancel_reason: 'The document was taken off the event before its alert was sent.',
      },
      { link: kept, status: 'queued' },
    ]);

    // Added again, it is news again; the event deleted, nothing of it goes.
    await setLinks(id, [kept, dropped]);
    expect((await publications(id)).map((p) => p.status)).toEqual(['queued', 'queued']);
    const { error } = await (await t.admin()).from('investor_events').delete().eq('id', id);
    expect(error).toBeNull();
    expect(await publications(id)).toMatchObject([
      { status: 'cancelled', cancel_reason: 'The event was deleted before its alert was sent.' },
      { status: 'cancelled', cancel_reason: 'The event was deleted before its alert was sent.' },
    ]);
    const [left] = await sql<{ n: number }>(
      `select count(*)::int as n from pgmq.q_alert_publications q
         join private.alert_publications p on p.msg_id = q.msg_id where p.source_id = $1`,
      [id],
    );
    expect(left?.n).toBe(0);
  });

  it('does not announce twice an outcome already published in its document table', async () => {
    await window(5);
    const admin = await t.admin();
    const link = `https://example.com/board-outcome-${Date.now()}.pdf`;
    const { error } = await admin.from('board_meeting').insert({
      document_title: `Outcome of the board meeting ${Date.now()}`,
      view_download: link,
    });
    expect(error).toBeNull();
    const id = await pastBoardMeeting(`Already announced ${Date.now()}`);
    const presentation = 'https://example.com/presentation.pdf';
    await setLinks(id, [link, presentation]);
    expect((await publications(id)).map((p) => p.link)).toEqual([presentation]);
  });

  it('announces a general meeting’s outcome under shareholder meetings', async () => {
    await window(5);
    const { data, error } = await (
      await t.admin()
    )
      .from('investor_events')
      .insert({
        title: `Annual general meeting ${Date.now()}`,
        kind: 'agm',
        starts_at: new Date(Date.now() - 86_400_000).toISOString(),
        document_links: ['https://example.com/voting-results.pdf'],
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const [publication] = await publications(data?.id ?? '');
    expect(publication).toMatchObject({ section: 'shareholder_meetings', status: 'queued' });
    expect(publication?.title).toMatch(/: outcome$/);
  });

  it('enqueues nothing for a link whose transaction rolls back', async () => {
    const id = await pastBoardMeeting(`Rolled back link ${Date.now()}`);
    const link = 'https://example.com/rolled-back.pdf';
    await expect(
      t.backend.db.transaction(async (tx) => {
        await tx.query(
          "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
          [JSON.stringify({ role: 'authenticated', app_metadata: { role: 'admin' }, aal: 'aal1' })],
        );
        await tx.query('update public.investor_events set document_links = $2 where id = $1', [
          id,
          [link],
        ]);
        await tx.query('reset role');
        const inside = await tx.query<{ n: number }>(
          "select count(*)::int as n from private.alert_publications where source_id = $1 and link = $2 and status = 'queued'",
          [id, link],
        );
        expect(inside.rows[0]?.n).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await publications(id)).toEqual([]);
  });
});
