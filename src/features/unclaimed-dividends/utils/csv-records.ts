/**
 * An RFC 4180 CSV reader that takes its text in pieces, so a 5 MB file is read a slice at a time
 * between which the page can paint a progress bar. Quoted fields may hold commas, line breaks and
 * doubled quotes; lines end in CRLF or LF. A record knows the line it starts on, for messages.
 *
 * Written here rather than taken from npm: the site needs only this, and it stays about 60 lines
 * with no new dependency in the administrator's bundle.
 */
export type CsvRecord = { line: number; fields: string[] };

export function createCsvReader() {
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  // After a closing quote a doubled quote ("") is a literal quote; this remembers the first.
  let quoteSeen = false;
  let line = 1;
  let recordLine = 1;
  let pendingCR = false;

  const endField = () => {
    fields.push(field);
    field = '';
  };

  function push(text: string, out: CsvRecord[] = []): CsvRecord[] {
    for (let i = 0; i < text.length; i++) {
      const c = text[i] as string;
      if (pendingCR) {
        pendingCR = false;
        if (c === '\n') continue;
      }
      if (quoteSeen) {
        quoteSeen = false;
        if (c === '"') {
          field += '"';
          continue;
        }
        quoted = false;
      }
      if (quoted) {
        if (c === '"') quoteSeen = true;
        else {
          if (c === '\n') line++;
          field += c;
        }
      } else if (c === '"' && field === '') quoted = true;
      else if (c === ',') endField();
      else if (c === '\n' || c === '\r') {
        endField();
        out.push({ line: recordLine, fields });
        fields = [];
        line++;
        recordLine = line;
        pendingCR = c === '\r';
      } else field += c;
    }
    return out;
  }

  /** The last record when the text does not end in a line break. */
  function end(out: CsvRecord[] = []): CsvRecord[] {
    if (quoteSeen) {
      quoteSeen = false;
      quoted = false;
    }
    if (field !== '' || fields.length > 0) {
      endField();
      out.push({ line: recordLine, fields });
      fields = [];
    }
    return out;
  }

  /** True while a quoted field is still open: at the end of the text, a broken file. */
  const inQuotes = () => quoted && !quoteSeen;

  return { push, end, inQuotes };
}
