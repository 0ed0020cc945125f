/** A results XBRL file the desk cannot import, with the words that say why and what to do. */
export class XbrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XbrlError';
  }
}

/** The words for a file that could not be read: the reader's own, or the browser's error. */
export function readProblem(error: unknown): string {
  if (error instanceof XbrlError) return error.message;
  return `The file could not be read: ${error instanceof Error ? error.message : String(error)}.`;
}
