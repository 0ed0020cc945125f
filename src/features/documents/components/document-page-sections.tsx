import { useSearchParams } from 'react-router-dom';
import type { DocumentDeskSlots } from '@/lib/document-desk-slots';
import { documentTable, type DocumentTableWords } from '@/lib/document-table-config';
import type { DocumentTableName } from '@/lib/document-tables';
import { isInFinancialYear, parseFinancialYear } from '@/lib/financial-year';
import { useHydrated } from '@/hooks/use-hydrated';
import { usePageDocuments } from '../api/use-page-documents';
import { DocumentSection } from './document-section';
import { FinancialYearFilter, financialYearNote } from './financial-year-filter';

/** A table of the page, with its words (its page's module declares them) and its heading. */
export type PageSection = DocumentTableWords & { table: DocumentTableName; heading?: string };

type DocumentPageSectionsProps = {
  sections: PageSection[];
  canManage: boolean;
  /** The administrator's Add button and row actions, from the desk (the page hands them in). */
  desk?: DocumentDeskSlots;
};

/** The URL parameter that holds the chosen financial year, e.g. `?fy=2024-25`. */
export const FINANCIAL_YEAR_PARAM = 'fy';

/**
 * A page's document tables under one financial-year choice. The choice lives in the address so
 * it can be shared and survives a reload; a year the page cannot show is set aside with a note,
 * never an error.
 */
export function DocumentPageSections({ sections, canManage, desk }: DocumentPageSectionsProps) {
  const [params, setParams] = useSearchParams();
  // The prerendered HTML was made without a query string; the year applies after hydration.
  const hydrated = useHydrated();
  const raw = hydrated ? params.get(FINANCIAL_YEAR_PARAM) : null;
  const rows = usePageDocuments(sections.map((s) => s.table));

  const parsed = parseFinancialYear(raw);
  const hasDocuments =
    parsed !== null &&
    rows !== null &&
    rows.some((r) => isInFinancialYear(r.document_date, parsed));
  // Until the rows arrive, a well-formed year is trusted; once they have, it must have documents.
  const year = parsed && (rows === null || hasDocuments) ? parsed : null;
  const note = raw !== null && rows !== null && !year ? financialYearNote(raw, parsed) : null;

  function choose(key: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key) next.set(FINANCIAL_YEAR_PARAM, key);
        else next.delete(FINANCIAL_YEAR_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <>
      {rows ? (
        <FinancialYearFilter
          dates={rows.map((r) => r.document_date)}
          value={year?.key ?? ''}
          onChange={choose}
          note={note}
        />
      ) : null}
      {sections.map(({ table, heading, ...words }) => (
        <DocumentSection
          key={table}
          config={documentTable(table, words)}
          heading={heading}
          canManage={canManage}
          desk={desk}
          financialYear={year}
        />
      ))}
    </>
  );
}
