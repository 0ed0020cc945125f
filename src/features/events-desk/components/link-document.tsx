import { Link } from 'react-router-dom';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { EVENT_TABLES, EVENT_WORDS } from '@/lib/compliance/event-based';
import type { ComplianceItem } from '@/lib/compliance/types';
import { linkDocument, useEventMutation } from '../api/events';
import { describeEventError } from '../errors';
import type { TablePages } from './table-pages';

export const linkStyle =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * An event's item is done once a document that meets it is linked to the event
 * (src/lib/compliance/event-based.ts): this offers the ones that would, or says where to add one.
 */
export function LinkDocument({ item, pages }: { item: ComplianceItem; pages: TablePages }) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const { event, deadlineKey } = item;
  const link = useEventMutation((url: string) =>
    event ? linkDocument(event, url) : Promise.reject(new Error('No event to link to.')),
  );
  if (!event || !deadlineKey) return null;
  const { word } = EVENT_WORDS[deadlineKey];
  if (!item.candidates.length) {
    const page = pages[EVENT_TABLES[deadlineKey][0] ?? 'corporate_announcement'];
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
          : {item.what}, {event.title}
        </span>
      </Button>
    </div>
  );
}
