import { useQueries } from '@tanstack/react-query';
import { ANSWERS_KEY, readAnswers, type ComplianceAnswerRow } from '@/lib/compliance/facts';
import { siteVerdicts, type SiteState, type SiteVerdicts } from '@/lib/compliance/verdicts';
import { DIVIDENDS_KEY } from '@/lib/dividends';
import { documentKeys } from '@/lib/document-query-keys';
import { HOLIDAYS_KEY, holidaySet } from '@/lib/exchange-holidays';
import { INVESTOR_EVENTS_KEY } from '@/lib/investor-events';
import {
  readAnswerRows,
  readDividends,
  readDocuments,
  readEvents,
  readHolidays,
  readRecords,
  readRecordsBegin,
  type RecordsBeginRow,
} from './read-rule-state';

/** The key of the records-begin row: its own, so saving it refreshes every view of the rules. */
export const RECORDS_BEGIN_KEY = ['records-begin'] as const;
export const COMPANY_RECORDS_KEY = ['company-records'] as const;

// Each part under the key its own writes already refresh (an event saved, an answer given, a
// document added, a dividend changed), so the views of the rules follow every write; and read
// again whenever a view mounts (staleTime 0): a fact edited on a public page is not a query.
const part = <T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) => ({
  queryKey,
  queryFn,
  staleTime: 0,
});

export type RuleStateView = {
  state: SiteState;
  verdicts: SiteVerdicts;
  /** The answers as stored (their ids, to change or withdraw one). */
  answerRows: ComplianceAnswerRow[];
  recordsBegin: RecordsBeginRow | null;
  /** When the newest part was read (ms): a new value after any write the desk refreshes. */
  readAt: number;
};

export type RuleStateResult =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; view: RuleStateView; fetching: boolean };

/** Everything the desk's rules read, and every verdict worked out from it at `now`. */
export function useRuleState(now: () => Date): RuleStateResult {
  return useQueries({
    queries: [
      part([...INVESTOR_EVENTS_KEY, 'rules'], () => readEvents()),
      part([...HOLIDAYS_KEY, 'rules'], () => readHolidays()),
      part([...ANSWERS_KEY, 'rules'], () => readAnswerRows()),
      part([...documentKeys.counts, 'rules'], () => readDocuments()),
      part(COMPANY_RECORDS_KEY, () => readRecords()),
      part([...DIVIDENDS_KEY, 'rules'], () => readDividends()),
      part(RECORDS_BEGIN_KEY, () => readRecordsBegin()),
    ] as const,
    combine: (results): RuleStateResult => {
      if (results.some((r) => r.isError)) {
        return {
          status: 'error',
          retry: () => {
            for (const r of results) if (r.isError) void r.refetch();
          },
        };
      }
      const [events, holidays, answers, documents, records, dividends, begin] = results;
      if (
        !events.isSuccess ||
        !holidays.isSuccess ||
        !answers.isSuccess ||
        !documents.isSuccess ||
        !records.isSuccess ||
        !dividends.isSuccess ||
        !begin.isSuccess
      ) {
        return { status: 'pending' };
      }
      const state: SiteState = {
        now: now(),
        recordsBegin: begin.data?.records_begin ?? null,
        events: events.data,
        holidays: holidaySet(holidays.data),
        documents: documents.data,
        answers: readAnswers(answers.data),
        records: records.data,
        dividends: dividends.data,
      };
      return {
        status: 'ready',
        view: {
          state,
          verdicts: siteVerdicts(state),
          answerRows: answers.data,
          recordsBegin: begin.data,
          readAt: Math.max(...results.map((r) => r.dataUpdatedAt)),
        },
        fetching: results.some((r) => r.isFetching),
      };
    },
  });
}
