import { publicClient } from '@/lib/public-client';

/** What the database said, in its own words where it has them. */
export type AlertAnswer =
  { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'failed' };

type RpcClient = Pick<typeof publicClient, 'rpc'>;

type AlertRpc =
  | 'subscribe_to_alerts'
  | 'confirm_alert_subscription'
  | 'unsubscribe_from_alerts'
  | 'erase_my_alert_address';

/**
 * One of the visitor's three alert calls, as the anon role through the small PostgREST client.
 * Always a POST: a token or an address never sits in a URL, and a mail scanner that opens links
 * (GET) changes nothing. The database answers bad input, a used or expired link and the
 * throttle in plain words (22023, PT404, PT409, PT410, PT429), shown as they are.
 */
async function call(
  name: AlertRpc,
  args: Record<string, unknown>,
  client: RpcClient,
): Promise<AlertAnswer> {
  try {
    const { error } = await (client.rpc as (n: string, a: object) => ReturnType<RpcClient['rpc']>)(
      name,
      args,
    );
    if (!error) return { kind: 'done' };
    if (error.code === '22023' || error.code?.startsWith('PT')) {
      return { kind: 'refused', message: error.message };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

export function subscribeToAlerts(
  email: string,
  sections: string[],
  noticeVersion: string,
  client: RpcClient = publicClient,
) {
  return call('subscribe_to_alerts', { email, sections, notice_version: noticeVersion }, client);
}

export function confirmAlertSubscription(token: string, client: RpcClient = publicClient) {
  return call('confirm_alert_subscription', { token }, client);
}

export function unsubscribeFromAlerts(token: string, client: RpcClient = publicClient) {
  return call('unsubscribe_from_alerts', { token, channel: 'unsubscribe page' }, client);
}

/** The person's own erasure, from the same link as the unsubscribe (its token, used or not). */
export function eraseMyAlertAddress(token: string, client: RpcClient = publicClient) {
  return call('erase_my_alert_address', { token }, client);
}
