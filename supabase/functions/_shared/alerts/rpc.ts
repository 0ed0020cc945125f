/**
 * The functions' database calls (the sender's two, the webhook's one), through PostgREST with the service role key (the Edge
 * Function has it as SUPABASE_SERVICE_ROLE_KEY): plain fetch, so no client library is bundled.
 */
import type { ClaimedEmail } from './types.ts';

export type FinishedEmail = {
  msg_id: number;
  email_id: string;
  ok: boolean;
  permanent?: boolean;
  error?: string;
};

export type AlertRpc = {
  claim(batchSize: number, visibilitySeconds: number): Promise<ClaimedEmail[]>;
  finish(results: FinishedEmail[], done: boolean): Promise<void>;
};

/** A call to one of the database's functions through PostgREST, as the service role. */
export function alertRpcCall(supabaseUrl: string, serviceRoleKey: string) {
  return async function call(name: string, args: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok) {
      throw new Error(
        `${name} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    return response.json();
  };
}

export function alertRpc(supabaseUrl: string, serviceRoleKey: string): AlertRpc {
  const call = alertRpcCall(supabaseUrl, serviceRoleKey);
  return {
    async claim(batchSize, visibilitySeconds) {
      return (await call('claim_alert_emails', {
        batch_size: batchSize,
        visibility_seconds: visibilitySeconds,
      })) as ClaimedEmail[];
    },
    async finish(results, done) {
      await call('finish_alert_emails', { results, done });
    },
  };
}
