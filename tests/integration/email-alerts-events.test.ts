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

describe('an outcome filed on Corporate Announcements', () => {
  async function announce(title: string): Promise<string> {
    const { data, error } = await (
      await t.admin()
    )
      .from('corporate_announcement')
      .insert({ document_title: title, view_download: `https://example.com/${Date.now()}.pdf` })
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  }
  const publication = (sourceId: string) =>
    sql<{ id: string; status: string; section: string; also_section: string | null }>(
      `select id, status, section, also_section from private.alert_publications
        where source_table = 'corporate_announcement' and source_id = $1`,
      [sourceId],
    ).then((rows) => rows[0]);
  const decisions = (id: string) =>
    sql<{ action: string; title_after: string; detail: string; actor_email: string }>(
      `select action, title_after, detail, actor_email from public.audit_log
        where table_name = 'alert_publications' and row_id = $1 order by id`,
      [id],
    );

  it('is held with the board meetings, then reaches both sections’ subscribers, and the trail says who sent it', async () => {
    await window(0);
    const meetings = `held-meetings-${Date.now()}@example.com`;
    const announcements = `held-announcements-${Date.now()}@example.com`;
    await confirmed(meetings, ['board_meetings']);
    await confirmed(announcements, ['announcements']);
    const admin = await t.admin();
    await admin
      .from('alert_settings')
      .update({ held_sections: ['board_meetings'] })
      .eq('only_row', true);
    try {
      const title = `Outcome of the board meeting ${Date.now()}`;
      const plain = `Change in the registrar's address ${Date.now()}`;
      const outcome = await publication(await announce(title));
      expect(outcome).toMatchObject({
        status: 'held',
        section: 'announcements',
        also_section: 'board_meetings',
      });
      // An announcement that is no outcome is not the board meetings' to hold.
      expect((await publication(await announce(plain)))?.status).not.toBe('held');
      await t.waitForMail(announcements, new RegExp(plain));

      const { data: overview } = await admin.rpc('alert_desk_overview');
      const held = (overview as { held: { id: string; also_section: string }[] }).held;
      expect(held.find((p) => p.id === outcome?.id)?.also_section).toBe('board_meetings');

      const released = await admin.rpc('release_held_alert', {
        publication: outcome?.id ?? '',
        send: true,
      });
      expect(released.error).toBeNull();
      await t.waitForMail(meetings, new RegExp(title));
      await t.waitForMail(announcements, new RegExp(title));
      expect(await decisions(outcome?.id ?? '')).toEqual([
        {
          action: 'send',
          title_after: title,
          detail: 'Announcements to the stock exchanges; Board meetings and their outcomes',
          actor_email: expect.stringContaining('@') as string,
        },
      ]);
    } finally {
      await window(0);
    }
  }, 120_000);

  it('is not sent when the desk says so, and the trail records that too', async () => {
    const admin = await t.admin();
    await admin
      .from('alert_settings')
      .update({ held_sections: ['board_meetings'], batch_window_minutes: 0 })
      .eq('only_row', true);
    try {
      const source = await announce(`Outcome not to be sent ${Date.now()}`);
      const outcome = await publication(source);
      expect(outcome?.status).toBe('held');
      const kept = await admin.rpc('release_held_alert', {
        publication: outcome?.id ?? '',
        send: false,
      });
      expect(kept.error).toBeNull();
      expect((await publication(source))?.status).toBe('cancelled');
      expect((await decisions(outcome?.id ?? '')).map((d) => d.action)).toEqual(['withhold']);
    } finally {
      await window(0);
    }
  }, 60_000);
});

describe('results deleted before their alert goes', () => {
  it('are not announced', async () => {
    await window(5);
    const admin = await t.admin();
    const figures = {
      period_kind: 'quarter',
      basis: 'standalone',
      audited: false,
      period_start: '2009-04-01',
      period_end: '2009-06-30',
      scale: 'lakhs',
      revenue_from_operations: '415835000.00',
      other_income: '5425000.00',
      total_income: '421260000.00',
      total_expenses: '369400000.00',
      exceptional_items: '0.00',
      profit_before_tax: '51860000.00',
      tax_expense: '13045000.00',
      profit_for_period: '38815000.00',
      other_comprehensive_income: '-260000.00',
      basic_eps: '3.12',
      diluted_eps: '3.12',
      paid_up_capital: '124400000.00',
      face_value: '10',
      document_id: null,
    };
    const saved = await admin.rpc('save_financial_results', { periods: [figures] });
    expect(saved.error).toBeNull();
    const [row] = await sql<{ id: string }>(
      "select id from public.financial_results where period_end = '2009-06-30' and basis = 'standalone'",
    );
    const publication = () =>
      sql<{ status: string; cancel_reason: string | null }>(
        `select status, cancel_reason from private.alert_publications
          where source_table = 'financial_results' and source_id = $1`,
        [row?.id],
      );
    expect((await publication())[0]?.status).toBe('queued');
    const removed = await admin
      .from('financial_results')
      .delete()
      .eq('id', row?.id ?? '');
    expect(removed.error).toBeNull();
    expect(await publication()).toEqual([
      {
        status: 'cancelled',
        cancel_reason: 'The results were deleted before their alert was sent.',
      },
    ]);
    await window(0);
  });
});
