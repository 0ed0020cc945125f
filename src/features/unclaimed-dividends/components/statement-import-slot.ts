import { lazy } from 'react';

/**
 * The administrator's import, reached through this small module: the lookup imports this, and
 * this the import itself, so the list of files the import would fetch with it (the CSV reader,
 * the replace dialog, the form pieces) is here, in a chunk only the administrator's lookup
 * loads, and not in the page every shareholder downloads.
 */
export const StatementImport = lazy(() =>
  import('./statement-import').then((m) => ({ default: m.StatementImport })),
);
