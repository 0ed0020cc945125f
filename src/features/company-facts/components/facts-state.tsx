import type { ReactNode } from 'react';
import type { FactView } from '@/lib/facts-store';
import { useFactsStore } from '@/lib/company-facts-store';
import type { FactSetName, FactSets } from '@/lib/company-facts';

/**
 * A set of facts, or what a visitor sees instead: a loading line while it is read, and, when it
 * cannot be read, that in words with a way to try again.
 */
export function FactsState<K extends FactSetName>({
  name,
  view,
  what,
  frame = '',
  children,
}: {
  name: K;
  view: FactView<K>;
  /** What is being read, for the messages: "the Board of Directors". */
  what: string;
  /** Classes for the loading and failure lines (the page's width and spacing). */
  frame?: string;
  /** Given the rows (for the contact details, null when none are entered). */
  children: (data: FactSets[K]) => ReactNode;
}) {
  const store = useFactsStore();
  if (view.data !== undefined) return <>{children(view.data)}</>;
  if (view.failed) {
    return (
      <p role="alert" className={`text-slate-700 ${frame}`}>
        Could not load {what}.{' '}
        <button
          type="button"
          onClick={() => void store.load(name)}
          className="rounded font-medium text-brand-700 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Try again
        </button>
      </p>
    );
  }
  return (
    <p role="status" className={`text-slate-600 ${frame}`}>
      Loading {what}…
    </p>
  );
}
