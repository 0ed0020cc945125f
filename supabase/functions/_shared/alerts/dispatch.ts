/**
 * One run of the sender: claim a batch, write each e-mail, send them, report each result, until
 * the queue is empty or the time is up (an Edge Function has 150 s of wall clock on the free plan,
 * supabase.com/docs/guides/functions/limits), then give the lease back. An e-mail not reported
 * (the run died) comes back when its visibility timeout lapses: nothing is lost, at worst sent
 * twice. Memory holds one batch at a time, whatever the queue's length.
 */
import { composeEmail } from './compose.ts';
import type { AlertRpc, FinishedEmail } from './rpc.ts';
import type { ComposeSettings, OutgoingEmail, SendResult, Transport } from './types.ts';

export type DispatchOptions = {
  rpc: AlertRpc;
  transport: Transport;
  settings: ComposeSettings;
  /** Stop claiming after this many milliseconds. */
  budgetMs?: number;
  batchSize?: number;
  /** How long a claimed e-mail stays hidden from another run. */
  visibilitySeconds?: number;
};

export type DispatchTotals = { sent: number; failed: number; batches: number };

export async function dispatchAlerts(options: DispatchOptions): Promise<DispatchTotals> {
  const { rpc, transport, settings } = options;
  const deadline = Date.now() + (options.budgetMs ?? 100_000);
  const totals: DispatchTotals = { sent: 0, failed: 0, batches: 0 };
  try {
    while (Date.now() < deadline) {
      const claimed = await rpc.claim(options.batchSize ?? 100, options.visibilitySeconds ?? 120);
      if (claimed.length === 0) break;
      totals.batches += 1;
      const written: { index: number; email: OutgoingEmail }[] = [];
      const results: SendResult[] = claimed.map((item, index) => {
        try {
          written.push({ index, email: composeEmail(item, settings) });
          return { ok: true };
        } catch (error) {
          return { ok: false, permanent: true, error: (error as Error).message };
        }
      });
      const sent = await transport.send(written.map((w) => w.email));
      written.forEach((w, i) => {
        results[w.index] = sent[i] ?? { ok: false, permanent: false, error: 'No answer.' };
      });
      const finished: FinishedEmail[] = claimed.map((item, index) => {
        const result = results[index] ?? { ok: false, permanent: false, error: 'No answer.' };
        return result.ok
          ? { msg_id: item.msg_id, email_id: item.email_id, ok: true }
          : {
              msg_id: item.msg_id,
              email_id: item.email_id,
              ok: false,
              permanent: result.permanent,
              error: result.error,
            };
      });
      for (const f of finished) {
        if (f.ok) totals.sent += 1;
        else totals.failed += 1;
      }
      await rpc.finish(finished, false);
    }
  } finally {
    await rpc.finish([], true).catch(() => {});
  }
  return totals;
}
