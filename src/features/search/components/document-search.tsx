import { RotateCcw, Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useHydrated } from '@/hooks/use-hydrated';
import {
  normaliseSearchQuery,
  SearchQueryError,
  useSearchDocuments,
} from '../api/search-documents';
import {
  firstWords,
  SEARCH_QUERY_LIMITS,
  SEARCH_QUERY_MESSAGES,
  searchQueryProblem,
} from '../schemas/search-query';
import { SearchResults } from './search-results';

/** The URL parameter that holds the query: /investor/search?q=annual%20report. */
export const SEARCH_PARAM = 'q';
/** Long enough for a word typed at speed, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 300;

function summary(count: number, query: string): string {
  if (count === 0) return `No documents match “${query}”. Try fewer or shorter words.`;
  return `${count} ${count === 1 ? 'document matches' : 'documents match'} “${query}”.`;
}

/**
 * Search across every document table. The query lives in the address (shareable, kept on
 * reload); typing updates it and the results after a pause, without reloading the page.
 */
export function DocumentSearch() {
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  // The prerendered page has no query string; the query applies once hydrated.
  const hydrated = useHydrated();
  const urlQuery = hydrated ? (params.get(SEARCH_PARAM) ?? '') : '';

  // What is typed follows the address when the address changes from outside (the navigation's
  // search box, Back): adjusted while rendering, so no frame shows the old text.
  const [text, setText] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    setText(urlQuery);
  }

  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Writes the address once the typing has settled. Only the text as it stands counts: a
  // settled value that has since been replaced (by the address, on load or from the navbar)
  // must not write the old text back.
  const onSettled = useEffectEvent((value: string) => {
    if (value !== text) return;
    if (normaliseSearchQuery(value) !== normaliseSearchQuery(urlQuery)) writeQuery(value);
  });
  useEffect(() => onSettled(settled), [settled]);

  function writeQuery(value: string) {
    const query = normaliseSearchQuery(value);
    // Replace, not push: Back leaves the search instead of stepping through every keystroke.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set(SEARCH_PARAM, query);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const typed = normaliseSearchQuery(urlQuery);
  // More words than the database takes: the first ones are searched, and the page says so.
  const shortened = searchQueryProblem(typed) === SEARCH_QUERY_MESSAGES.tooManyWords;
  const query = shortened ? firstWords(typed) : typed;
  const search = useSearchDocuments(query);
  const current = search.data !== undefined && !search.isPlaceholderData;
  // Too many words, too many left out, or nothing to find: said plainly, nothing is sent. The
  // database's own refusal of such a query reads the same.
  const problem =
    searchQueryProblem(query) ??
    (search.error instanceof SearchQueryError ? search.error.message : null);

  return (
    <div className="grid gap-6">
      <form
        role="search"
        aria-label="Investor documents"
        onSubmit={(event) => {
          event.preventDefault();
          writeQuery(text);
        }}
        className="flex gap-2"
      >
        <label htmlFor={inputId} className="sr-only">
          Search investor documents
        </label>
        <Input
          id={inputId}
          type="search"
          name={SEARCH_PARAM}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. annual report 2023-24, AGM notice"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          fieldSize="lg"
        />
        <Button type="submit" size="tall">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      {/* One live region for every outcome, so a screen reader hears each new answer once. It
          repeats the query, which may be one long word: it breaks anywhere rather than widen the
          page past the screen. */}
      <div role="status" aria-live="polite" className="min-h-6 wrap-anywhere text-slate-700">
        {!query ? null : problem ? (
          problem
        ) : search.isError ? (
          <span className="inline-flex flex-wrap items-center gap-3">
            Search is not available right now.
            <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
          </span>
        ) : current ? (
          `${summary(search.data.length, query)}${shortened ? ` Only the first ${SEARCH_QUERY_LIMITS.words} words were searched.` : ''}`
        ) : (
          <span className="inline-flex items-center gap-2">
            <Spinner className="text-brand-700" />
            Searching…
          </span>
        )}
      </div>

      {query && !problem && search.data && search.data.length > 0 && !search.isError ? (
        <div aria-busy={!current || undefined} className={current ? undefined : 'opacity-60'}>
          <SearchResults results={search.data} />
        </div>
      ) : null}
    </div>
  );
}
