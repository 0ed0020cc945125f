import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDutyScheduleSync } from '../api/duty-schedule';
import { useRuleState, type RuleStateView } from '../api/use-rule-state';

const clock = () => new Date();

/**
 * Loads what the desk's rules read, once for the section, and hands every view in it the same
 * state and verdicts (`children`), so Today, the calendar, readiness and Company facts cannot
 * disagree. Says in words while it loads and when it cannot.
 */
export function RuleState({
  children,
  now = clock,
}: {
  children: (view: RuleStateView) => ReactNode;
  /** The desk's clock (tests fix it). */
  now?: () => Date;
}) {
  const result = useRuleState(now);
  useDutyScheduleSync(result.status === 'ready' ? result.view : null);
  if (result.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-slate-600">
        <Spinner size="md" className="text-brand-700" />
        Working out what is due…
      </p>
    );
  }
  if (result.status === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-4 text-slate-700">
        What is due could not be worked out: the site’s records could not be read.
        <Button variant="outline" size="sm" onClick={result.retry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-10" aria-busy={result.fetching || undefined}>
      {children(result.view)}
    </div>
  );
}
