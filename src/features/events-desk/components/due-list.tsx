import { Link } from 'react-router-dom';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import type { DeadlineState } from '@/lib/disclosure-deadlines';
import type { DocumentTableName } from '@/lib/document-tables';
import { holidaySet } from '@/lib/exchange-holidays';
import { relativeTime } from '@/lib/relative-time';
import { formatIstDateTime } from '@/lib/ist-time';
import { linkDocument, useDeskEvents, useEventMutation } from '../api/events';
import { useDueDocuments } from '../api/due-documents';
import { useHolidays } from '../api/holidays';
import { describeEventError } from '../errors';
import {
  DEADLINE_TABLES,
  DEADLINE_WORDS,
  documentQuery,
  dueItems,
  type DueItem,
} from '../due-items';

export type TablePages = Partial<Record<DocumentTableName, { path: string; title: string }>>;

const GROUPS: { state: DeadlineState; heading: string; style: string }[] = [
  { state: 'overdue', heading: 'Overdue', style: 'border-red-300 bg-red-50' },
  { state: 'due soon', heading: 'Due soon', style: 'border-amber-300 bg-amber-50' },
  { state: 'later', heading: 'Coming up', style: 'border-slate-200 bg-white' },
  { state: 'done', heading: 'Done', style: 'border-emerald-300 bg-emerald-50' },
];

const linkStyle = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** Links one of the documents that would make the item done (the rule for done: docs/administrator-guide.md). */
function LinkDocument({ item, pages }: { item: DueItem; pages: TablePages }) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const link = useEventMutation((url: string) => linkDocument(item.event, url));
  const { word } = DEADLINE_WORDS[item.deadline.key];
  if (!item.candidates.length) {
    const page = pages[DEADLINE_TABLES[item.deadline.key][0] ?? 'corporate_announcement'];
    return (
      <p className="text-sm text-slate-700">
        Add it to{' '}
        {page ? (
          <Link to={page.path} className={linkStyle}>
            {page.title}
          </Link>
        ) : (
          'its page'
        )}{' '}
        with “{word}” in its title, then link it here.
      </p>
    );
  }
  const value = chosen || item.candidates[0]?.view_download || '';
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Document that meets it
        </label>
        <select
          id={id}
          value={value}
          onChange={(e) => setChosen(e.target.value)}
          className="h-9 max-w-72 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          {item.candidates.map((doc) => (
            <option key={`${doc.table}:${doc.id}`} value={doc.view_download}>
              {doc.document_title}
            </option>
          ))}
        </select>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={link.isPending}
        onClick={() =>
          link.mutate(value, {
            onError: (error) =>
              toast({ ...describeEventError(error, 'link this document'), variant: 'destructive' }),
          })
        }
      >
        Link to the event
        <span className="sr-only">
          : {item.deadline.what}, {item.event.title}
        </span>
      </Button>
    </div>
  );
}

function DueEntry({ item, now, pages }: { item: DueItem; now: Date; pages: TablePages }) {
  const { due, what, clause } = item.deadline;
  return (
    <li className="grid gap-2 rounded-lg border border-inherit bg-white/70 p-3" data-due={item.id}>
      <p className="font-medium text-slate-900">{what}</p>
      <p className="text-sm text-slate-700">
        {item.event.title} · due by{' '}
        <time dateTime={due.toISOString()}>{formatIstDateTime(due)}</time> ({relativeTime(due, now)}
        ) · <span className="text-slate-600">{clause}</span>
      </p>
      {item.doneBy ? (
        <p className="text-sm text-emerald-900">Published: {item.doneBy.document_title}</p>
      ) : (
        <LinkDocument item={item} pages={pages} />
      )}
    </li>
  );
}

/**
 * What the rules ask the company to publish for recent and coming events, grouped as overdue,
 * due soon (within 48 hours), coming up and done, against the desk's clock (`now`; tests fix it).
 * `only` keeps some groups (the desk's Today shows what is overdue or due soon).
 */
export function DueList({
  pages,
  now = () => new Date(),
  only,
}: {
  pages: TablePages;
  now?: () => Date;
  only?: readonly DeadlineState[];
}) {
  const events = useDeskEvents();
  const holidays = useHolidays();
  const clock = now();
  const days = holidaySet(holidays.data ?? []);
  const query = documentQuery(events.data ?? [], days, clock);
  const documents = useDueDocuments(query.tables, query.since);
  if (events.isPending || holidays.isPending || documents.isPending) {
    return <p role="status">Loading what is due…</p>;
  }
  if (events.isError || holidays.isError || documents.isError) {
    return (
      <p role="alert" className="text-red-800">
        What is due could not be worked out.
      </p>
    );
  }
  const items = dueItems(events.data, documents.data, days, clock);
  const groups = only ? GROUPS.filter(({ state }) => only.includes(state)) : GROUPS;
  if (!items.length)
    return <p className="text-slate-600">Nothing is due for recent or coming events.</p>;
  return (
    <div className="grid gap-6">
      {groups.map(({ state, heading, style }) => {
        const inGroup = items.filter((item) => item.state === state);
        const headingId = `due-${state.replace(' ', '-')}`;
        return (
          <section
            key={state}
            aria-labelledby={headingId}
            className={`rounded-xl border p-4 ${style}`}
          >
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {heading} ({inGroup.length})
            </h3>
            {inGroup.length ? (
              <ul className="mt-3 grid gap-3">
                {inGroup.map((item) => (
                  <DueEntry key={item.id} item={item} now={clock} pages={pages} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">None.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
