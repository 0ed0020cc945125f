import type { DocumentTableName } from '@/lib/document-tables';
import { formatIndianDate } from '@/lib/format-date';
import { latestOf, useLatestDocumentDates } from '../api/get-latest-document-dates';

/**
 * When the documents behind a disclosure last changed: "Last updated 12 Nov 2026", or
 * "No documents yet". Regulation 46(3) asks for updates within two working days; this lets a
 * visitor see it. Says nothing while loading or when the date cannot be read.
 */
export function LastUpdated({ tables }: { tables: DocumentTableName[] }) {
  const dates = useLatestDocumentDates();
  if (!dates.data) return null;
  const latest = latestOf(dates.data, tables);
  return (
    <span className="block text-xs text-slate-600">
      {latest ? (
        <>
          Last updated <time dateTime={latest}>{formatIndianDate(latest)}</time>
        </>
      ) : (
        'No documents yet'
      )}
    </span>
  );
}
