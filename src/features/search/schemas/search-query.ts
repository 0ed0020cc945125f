/**
 * The bounds the database puts on a search query (public.search_documents, migration
 * 20261126111000), mirrored so a visitor is told plainly before anything is sent. The database
 * refuses the same queries with the same words (SQLSTATE 22023, HTTP 400), and is the authority.
 */
export const SEARCH_QUERY_LIMITS = { words: 10, leftOut: 3 } as const;

/** Words as the database splits them: at spaces, control characters and ASCII punctuation. */
const WORD_BREAK = /[\s\p{Cc}!-/:-@[-`{-~।॥]+/u;
/** A word left out: a minus sign at the start or after a space, then no space or punctuation. */
const LEFT_OUT = /(?:^|\s)-[^\s!-/:-@[-`{-~]/gu;

export const SEARCH_QUERY_MESSAGES = {
  tooManyWords: `Search for at most ${SEARCH_QUERY_LIMITS.words} words at a time.`,
  tooManyLeftOut: `Leave out at most ${SEARCH_QUERY_LIMITS.leftOut} words (with a minus sign) in one search.`,
  onlyLeftOut: 'Add a word to look for: a search cannot be only words to leave out.',
} as const;

/** What is wrong with a (normalised) query, in the database's words, or null if nothing is. */
export function searchQueryProblem(query: string): string | null {
  const words = new Set(
    query
      .toLowerCase()
      .split(WORD_BREAK)
      .filter((word) => word !== '' && word !== 'or'),
  );
  const leftOut = query.match(LEFT_OUT)?.length ?? 0;
  if (leftOut > SEARCH_QUERY_LIMITS.leftOut) return SEARCH_QUERY_MESSAGES.tooManyLeftOut;
  if (words.size > SEARCH_QUERY_LIMITS.words) return SEARCH_QUERY_MESSAGES.tooManyWords;
  if (leftOut > 0 && leftOut >= words.size) return SEARCH_QUERY_MESSAGES.onlyLeftOut;
  return null;
}
