/**
 * A snippet from search_documents: the page's text HTML-escaped by the database, with `<mark>`
 * around the matched words. It is never put into the page as HTML: it is split at the marks and
 * each piece, unescaped, becomes text, so nothing in a document can become markup here.
 */
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

export function unescapeSnippetText(text: string): string {
  // One pass, so "&amp;lt;" (a document that said "&lt;") stays "&lt;".
  return text.replace(/&(?:lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The snippet's pieces in order, each marked or not. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) parts.push({ text: unescapeSnippetText(piece), marked });
  }
  return parts;
}

export function SearchSnippet({ snippet, page }: { snippet: string; page: number | null }) {
  return (
    <p dir="auto" className="pl-6 text-sm text-slate-700">
      {page ? <span className="font-medium text-slate-900">Page {page}: </span> : null}
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
