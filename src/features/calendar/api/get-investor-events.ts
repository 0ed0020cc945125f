import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  INVESTOR_EVENT_COLUMNS,
  INVESTOR_EVENTS_KEY,
  isMaterialEvent,
  type EventKindOverride,
  type InvestorEventRow,
} from '@/lib/investor-events';
import { publicClient, type PublicReader } from '@/lib/public-client';
import {
  REQUEST_TIMEOUT_MS,
  TIMED_OUT_MESSAGE,
  timeoutSignal,
  type ReadOptions,
} from '@/lib/request-timeout';

/** One key for the calendar, so the desk's writes refresh exactly it. */
export const investorEventKeys = { all: INVESTOR_EVENTS_KEY };

/**
 * What a visitor may see: every event but the material events the desk records. The database
 * already hides those from visitors; this keeps them off the public pages of an administrator's
 * tab too, where the desk's copy of the events (the same query key) holds them.
 */
export const visitorEvents = (events: readonly InvestorEventRow[]): InvestorEventRow[] =>
  events.filter((event) => !isMaterialEvent(event.kind));

/**
 * Every event a visitor may see, earliest first (cancelled ones too: the page shows them as
 * cancelled). The
 * prerender (src/entry-server.tsx) calls this too, so the built page holds what the browser
 * would fetch.
 */
export async function getInvestorEvents(
  client: PublicReader = publicClient,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: ReadOptions = {},
): Promise<InvestorEventRow[]> {
  const timeout = timeoutSignal(timeoutMs, signal);
  try {
    const { data, error, status } = await client
      .from('investor_events')
      .select(INVESTOR_EVENT_COLUMNS)
      .order('starts_at', { ascending: true })
      .retry(false)
      .abortSignal(timeout.signal)
      .overrideTypes<EventKindOverride[]>();
    // A plain Error, not lib/request-errors' type: the page only says it failed and offers a
    // retry, and sharing that module split it into a chunk every document page then fetched.
    if (error)
      throw new Error(timeout.timedOut() ? TIMED_OUT_MESSAGE : `${status}: ${error.message}`);
    return visitorEvents(data);
  } finally {
    timeout.clear();
  }
}

export function getInvestorEventsQueryOptions() {
  return queryOptions({
    queryKey: investorEventKeys.all,
    queryFn: ({ signal }) => getInvestorEvents(publicClient, { signal }),
  });
}

export function useInvestorEvents() {
  return useQuery({ ...getInvestorEventsQueryOptions(), select: visitorEvents });
}
