import { Link } from 'react-router-dom';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { EVENT_TABLES, EVENT_WORDS } from '@/lib/compliance/event-based';
import type { ComplianceItem } from '@/lib/compliance/types';
import type { DocumentTableName } from '@/lib/document-tables';
import { useDividendStatementMutation } from '../api/dividend-statement';
import { linkDocument, useEventMutation } from '../api/events';
import { describeEventError } from '../errors';
import type { TablePages } from './table-pages';

export const linkStyle =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The documents that would meet the item, to choose one and tie it to what it is for. */
function ChooseAndLink(props: {
  item: ComplianceItem;
  action: string;
  /** Said after the action to a screen reader: which item and what it is for. */
  about: string;
  pending: boolean;
  onLink: (link: string) => void;
}) {
  const { item, action, about, pending, onLink } = props;
  const id = useId();
  const [chosen, setChosen] = useState('');
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
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onLink(value)}>
        {action}
        <span className="sr-only">: {about}</span>
      </Button>
    </div>
  );
}

/** Where to add the document when none on the site would meet the item yet. */
function AddFirst({ page, words }: { page: TablePages[DocumentTableName]; words: string }) {
  return (
    <p className="text-sm text-slate-700">
      Add it to{' '}
      {page ? (
        <Link to={page.path} className={linkStyle}>
          {page.title}
        </Link>
      ) : (
        'its page'
      )}
      {words}
    </p>
  );
}

const failed = (error: unknown) =>
  toast({ ...describeEventError(error, 'link this document'), variant: 'destructive' });

/**
 * An event's item is done once a document that meets it is linked to the event
 * (src/lib/compliance/event-based.ts): this offers the ones that would, or says where to add one.
 */
function LinkToEvent({ item, pages }: { item: ComplianceItem; pages: TablePages }) {
  const { event, deadlineKey } = item;
  const link = useEventMutation((url: string) =>
    event ? linkDocument(event, url) : Promise.reject(new Error('No event to link to.')),
  );
  if (!event || !deadlineKey) return null;
  if (!item.candidates.length) {
    const page = pages[EVENT_TABLES[deadlineKey][0] ?? 'corporate_announcement'];
    const { word } = EVENT_WORDS[deadlineKey];
    return <AddFirst page={page} words={` with “${word}” in its title, then link it here.`} />;
  }
  return (
    <ChooseAndLink
      item={item}
      action="Link to the event"
      about={`${item.what}, ${event.title}`}
      pending={link.isPending}
      onLink={(url) => link.mutate(url, { onError: failed })}
    />
  );
}

/**
 * A dividend's s.124(2) statement is done once a statement dated after its transfer to the Unpaid
 * Dividend Account is linked to the dividend (src/lib/compliance/iepf.ts), so the year's
 * statement under rule 5(8) is never taken for it, nor it for the year's.
 */
function LinkToDividend({ item, pages }: { item: ComplianceItem; pages: TablePages }) {
  const link = useDividendStatementMutation();
  const { dividend } = item;
  if (!dividend) return null;
  if (!item.candidates.length) {
    return (
      <AddFirst
        page={pages[item.table]}
        words=", dated on or after the transfer to the Unpaid Dividend Account, then link it here."
      />
    );
  }
  return (
    <ChooseAndLink
      item={item}
      action="Link to the dividend"
      about={`${item.what}, ${item.subject}`}
      pending={link.isPending}
      onLink={(url) => link.mutate({ dividend, link: url }, { onError: failed })}
    />
  );
}

/** The link that makes an open item done, where one does: an event's or a dividend's. */
export function LinkDocument({ item, pages }: { item: ComplianceItem; pages: TablePages }) {
  if (item.event) return <LinkToEvent item={item} pages={pages} />;
  if (item.dividend) return <LinkToDividend item={item} pages={pages} />;
  return null;
}
