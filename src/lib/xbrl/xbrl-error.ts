/** A results XBRL file the desk cannot import, with the words that say why and what to do. */
export class XbrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XbrlError';
  }
}
