/**
 * How Excel and LibreOffice Calc read a .csv file when it is opened, reduced to what decides
 * whether a cell runs as a formula: each line is split at the locale's list separator ("," or
 * ";"), a quote mark is a quote only at the start of a cell (elsewhere it is text), and a line
 * break ends the row unless it sits inside such a quoted cell. A cell whose text, after leading
 * spaces, begins with = + - @ TAB or CR is a formula (OWASP, "CSV Injection").
 */
export function spreadsheetCells(csv: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i < csv.length) {
    let cell = '';
    while (csv[i] === ' ') cell += csv[i++];
    if (csv[i] === '"') {
      cell = '';
      i += 1;
      while (i < csv.length) {
        if (csv[i] === '"' && csv[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (csv[i] === '"') {
          i += 1;
          break;
        } else cell += csv[i++];
      }
    }
    // After a closing quote, or in an unquoted cell: text up to the separator or the row's end.
    while (i < csv.length && csv[i] !== separator && csv[i] !== '\r' && csv[i] !== '\n') {
      cell += csv[i++];
    }
    cells.push(cell);
    if (csv[i] === '\r' && csv[i + 1] === '\n') i += 2;
    else i += 1;
  }
  return cells;
}

/** The cells of `csv` that a spreadsheet set to `separator` would run as formulas. */
export function formulaCells(csv: string, separator: ',' | ';'): string[] {
  return spreadsheetCells(csv, separator).filter((cell) => /^ *[=+\-@\t\r]/.test(cell));
}
