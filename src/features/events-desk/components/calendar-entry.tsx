import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { lateWords } from '@/lib/compliance/entered-late';
import { metByWords } from '@/lib/compliance/evidence-words';
import type { ComplianceItem, LateFiling } from '@/lib/compliance/types';
import { formatIstDateTime } from '@/lib/ist-time';
import { removeAnswer, useAnswerMutation } from '../api/compliance-answers';
import { describeEventError } from '../errors';
import { formatIndianDate } from '@/lib/format-date';
import { relativeTime } from '@/lib/relative-time';
import { LinkDocument, linkStyle } from './link-document';
import { NotApplicableDialog } from './not-applicable-dialog';
import type { TablePages } from './table-pages';

/** Withdraws a not-applicable mark: the item is due again (the audit trail keeps both). */
function AppliesAgain({ item, answerId }: { item: ComplianceItem; answerId: string }) {
  const remove = useAnswerMutation((id: string) => removeAnswer(id));
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(answerId, {
          onError: (error) =>
            toast({ ...describeEventError(error, 'change this item'), variant: 'destructive' }),
        })
      }
    >
      It applies after all
      <span className="sr-only">
        : {item.what}, {item.subject}
      </span>
    </Button>
  );
}

type EntryProps = {
  item: ComplianceItem;
  now: Date;
  pages: TablePages;
  /** The answer row that marks this item not applicable, when the administrator marked it. */
  answerId: string | undefined;
};

/** Done, but late: said beside the item, never a silent Done (Regulation 46(3)(b)). */
function LateNote({ late }: { late: LateFiling }) {
  return (
    <p className="rounded-md border border-red-300 bg-red-50 px-2 py-1 text-sm text-red-900">
      <span className="font-semibold">Late: </span>
      {lateWords(late)}
    </p>
  );
}

export function CalendarEntry({ item, now, pages, answerId }: EntryProps) {
  const page = pages[item.table];
  const open = item.status === 'due' || item.status === 'overdue';
  return (
    <li className="grid gap-2 rounded-lg border border-inherit bg-white/70 p-3" data-item={item.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-3">
        <p className="font-medium text-slate-900">
          {item.what} <span className="font-normal text-slate-700">· {item.subject}</span>
        </p>
        {open ? <NotApplicableDialog item={item} /> : null}
      </div>
      <p className="text-sm text-slate-700">
        Due by{' '}
        <time dateTime={item.deadline.toISOString()}>{formatIstDateTime(item.deadline)}</time> (
        {relativeTime(item.deadline, now)}) ·{' '}
        <span className="text-slate-600">{item.source.clause}</span>
        {page && item.meeting === undefined && item.recordedOn === undefined ? (
          <>
            {' '}
            · Goes on{' '}
            <Link to={page.path} className={linkStyle}>
              {page.title}
            </Link>
          </>
        ) : null}
      </p>
      <p className="text-sm text-slate-700">Met by: {metByWords(item)}</p>
      <details className="text-sm text-slate-600">
        <summary className="cursor-pointer text-slate-700">The rule and its source</summary>
        <p className="mt-1">{item.source.rule}</p>
        <p className="mt-1">
          Text: {item.source.asOf}. Read in: {item.source.read}.
        </p>
      </details>
      {item.status === 'done' && item.doneBy ? (
        <p className="text-sm text-emerald-900">On the site: {item.doneBy.document_title}</p>
      ) : null}
      {item.status === 'done' && item.recordedOn ? (
        <p className="text-sm text-emerald-900">Done on {formatIndianDate(item.recordedOn)}</p>
      ) : null}
      {item.status === 'done' && item.meeting ? (
        <p className="text-sm text-emerald-900">
          Held: {item.meeting.title}, {formatIstDateTime(new Date(item.meeting.starts_at))}
        </p>
      ) : null}
      {item.late ? <LateNote late={item.late} /> : null}
      {item.status === 'not applicable' ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>Not applicable: {item.reason}</span>
          {answerId ? <AppliesAgain item={item} answerId={answerId} /> : null}
        </div>
      ) : null}
      {open && (item.event || item.dividend) ? <LinkDocument item={item} pages={pages} /> : null}
    </li>
  );
}
