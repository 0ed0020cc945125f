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

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(WORD_BREAK)
    .filter((word) => word !== '' && word !== 'or');

/** What is wrong with a (normalised) query, in the database's words, or null if nothing is. */
export function searchQueryProblem(query: string): string | null {
  const words = new Set(wordsOf(query));
  const leftOut = query.match(LEFT_OUT)?.length ?? 0;
  if (leftOut > SEARCH_QUERY_LIMITS.leftOut) return SEARCH_QUERY_MESSAGES.tooManyLeftOut;
  if (words.size > SEARCH_QUERY_LIMITS.words) return SEARCH_QUERY_MESSAGES.tooManyWords;
  if (leftOut > 0 && leftOut >= words.size) return SEARCH_QUERY_MESSAGES.onlyLeftOut;
  return null;
}

/**
 * A query cut to as many of its first words as the database takes, each kept as typed: a title
 * pasted in full (often 15 words or more) is still searched, by its start, rather than refused.
 */
export function firstWords(query: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const token of query.split(' ')) {
    const words = wordsOf(token).filter((word) => !seen.has(word));
    if (seen.size + new Set(words).size > SEARCH_QUERY_LIMITS.words) break;
    for (const word of words) seen.add(word);
    kept.push(token);
  }
  return kept.join(' ');
}
