import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import {
  FACT_QUESTIONS,
  factSubject,
  type ComplianceAnswerRow,
  type ComplianceFacts,
} from '@/lib/compliance/facts';
import type { DividendFact, FactKey } from '@/lib/compliance/types';
import { DIVIDEND_KIND_LABELS } from '@/lib/dividends';
import { paths } from '@/config/paths';
import { Link } from 'react-router-dom';
import { countOf } from '@/lib/plural';
import { formatIndianDate } from '@/lib/format-date';
import { saveAnswer, useAnswerMutation } from '../api/compliance-answers';
import { describeEventError } from '../errors';
import { transferDaySchema, type TransferDayValues } from '../schemas/answer-schema';

type Props = {
  rows: readonly ComplianceAnswerRow[];
  /** The facts as the rules read them: the company's answers, with what the site's data says. */
  facts: ComplianceFacts;
};

function useSaveFact(rows: readonly ComplianceAnswerRow[], key: FactKey) {
  const subject = factSubject(key);
  const existing = rows.find((row) => row.subject === subject);
  const save = useAnswerMutation((answer: string) => saveAnswer({ subject, answer }, existing));
  return (answer: string) =>
    save.mutateAsync(answer).then(
      () => toast({ title: 'Success', description: 'Answer saved' }),
      (error: unknown) =>
        toast({ ...describeEventError(error, 'save this answer'), variant: 'destructive' }),
    );
}

function Question({ fact, children }: { fact: FactKey; children: React.ReactNode }) {
  const id = useId();
  const { question, help } = FACT_QUESTIONS[fact];
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-help`}
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <p id={`${id}-question`} className="font-medium text-slate-900">
        {question}
      </p>
      <p id={`${id}-help`} className="text-sm text-slate-600">
        {help}
      </p>
      {children}
    </div>
  );
}

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The question answered from the dividends the site holds: said, not asked. */
function DividendsHeld({ held }: { held: readonly DividendFact[] }) {
  const [latest] = [...held].sort((a, b) => b.record_date.localeCompare(a.record_date));
  return (
    <Question fact="dividends">
      <p className="text-sm text-slate-800">
        Yes, from the dividends on the site: {countOf(held.length, 'dividend')} in the last seven
        financial years
        {latest
          ? `, the latest the ${DIVIDEND_KIND_LABELS[latest.kind].toLowerCase()} dividend ${latest.financial_year} (record date ${formatIndianDate(latest.record_date)})`
          : ''}
        . Add or correct them under{' '}
        <Link to={`${paths.desk.shareholders}#dividends-heading`} className={linkStyle}>
          Shareholders, Dividends
        </Link>
        .
      </p>
    </Question>
  );
}

/** A yes-or-no fact: whether dividends were declared, or whether a rule's thresholds are met. */
function YesNoQuestion({
  rows,
  fact,
  answer,
}: {
  rows: Props['rows'];
  fact: 'dividends' | 'csr' | 'csr_committee' | 'top_1000' | 'subsidiaries';
  answer: boolean | null;
}) {
  const save = useSaveFact(rows, fact);
  return (
    <Question fact={fact}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={answer === true ? 'default' : 'outline'}
          aria-pressed={answer === true}
          onClick={() => void save('yes')}
        >
          Yes
        </Button>
        <Button
          size="sm"
          variant={answer === false ? 'default' : 'outline'}
          aria-pressed={answer === false}
          onClick={() => void save('no')}
        >
          No
        </Button>
        {answer === null ? <span className="text-sm text-amber-900">Not answered yet.</span> : null}
      </div>
    </Question>
  );
}

function TransferQuestion({ rows, answer }: { rows: Props['rows']; answer: string | null }) {
  const id = useId();
  const save = useSaveFact(rows, 'iepf_transfer');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TransferDayValues>({
    resolver: zodResolver(transferDaySchema),
    defaultValues: { day: answer && answer !== 'none' ? answer : '' },
  });
  const current =
    answer === null
      ? 'Not answered yet.'
      : answer === 'none'
        ? 'None due.'
        : `Due on ${formatIndianDate(answer)}.`;
  return (
    <Question fact="iepf_transfer">
      <p className="text-sm text-slate-800">{current}</p>
      <form
        noValidate
        onSubmit={(e) => void handleSubmit((v) => save(v.day))(e)}
        className="flex flex-wrap items-start gap-2"
      >
        <div className="grid gap-1">
          <Label htmlFor={`${id}-day`}>Due date of transfer</Label>
          <div className="w-44">
            <Input
              id={`${id}-day`}
              type="date"
              aria-invalid={errors.day ? true : undefined}
              {...register('day')}
            />
          </div>
          <FieldError id={`${id}-day-error`} message={errors.day?.message} />
        </div>
        <Button type="submit" size="sm" className="mt-6" disabled={isSubmitting}>
          Save the day
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="mt-6"
          onClick={() => void save('none')}
        >
          No shares are due
        </Button>
      </form>
    </Question>
  );
}

/**
 * The company's facts that decide whether an obligation applies: answered from the site's own
 * data where it holds it (the dividends), else asked once and kept (admin-only, audited); each
 * can be changed when the facts change.
 */
export function CompanyFacts({ rows, facts }: Props) {
  return (
    <div className="grid gap-3">
      {facts.dividendsHeld.length ? (
        <DividendsHeld held={facts.dividendsHeld} />
      ) : (
        <YesNoQuestion rows={rows} fact="dividends" answer={facts.dividends} />
      )}
      {facts.dividends !== true ? null : (
        <TransferQuestion rows={rows} answer={facts.iepfTransfer} />
      )}
      <YesNoQuestion rows={rows} fact="csr" answer={facts.csr} />
      {facts.csr !== true ? null : (
        <YesNoQuestion rows={rows} fact="csr_committee" answer={facts.csrCommittee} />
      )}
      <YesNoQuestion rows={rows} fact="top_1000" answer={facts.top1000} />
      <YesNoQuestion rows={rows} fact="subsidiaries" answer={facts.subsidiaries} />
    </div>
  );
}
