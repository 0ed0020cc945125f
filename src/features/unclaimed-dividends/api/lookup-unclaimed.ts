import type { UnclaimedDividendMatch } from '@/lib/database-rows';
import { publicClient } from '@/lib/public-client';

export type LookupAnswer =
  | { kind: 'matches'; matches: UnclaimedDividendMatch[] }
  /** The database's own plain words: this connection's limit, or everyone's for the minute or day. */
  | { kind: 'throttled'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

type LookupClient = Pick<typeof publicClient, 'rpc'>;

/**
 * Asks the database for one account's unclaimed amounts, as a visitor (the small PostgREST
 * client, not supabase-js). POST, so the identifier never sits in a URL or a server's log.
 */
export async function lookupUnclaimed(
  account: string,
  client: LookupClient = publicClient,
): Promise<LookupAnswer> {
  try {
    const { data, error, status } = await client.rpc('lookup_unclaimed_dividends', { account });
    if (!error) return { kind: 'matches', matches: data };
    if (status === 429 || error.code === 'PT429')
      return { kind: 'throttled', message: error.message };
    if (error.code === '22023') return { kind: 'invalid', message: error.message };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
