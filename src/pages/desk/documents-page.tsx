import { Info } from 'lucide-react';
import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { deskSection } from '@/content/desk-sections';
import { ArchivedDocuments } from '@/features/desk/components/archived-documents';
import { DocumentCountsTable } from '@/features/desk/components/document-counts-table';
import { DocumentTextSection } from '@/features/desk/components/document-text-section';
import { ResultsDesk } from '@/features/results-desk/components/results-desk';
import { tablePages } from './table-pages';

const words = deskSection('documents');

/**
 * /dashboard/documents: the documents' counts and freshness, the results' figures, their text for
 * search, the archive.
 */
export function DocumentsPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <Alert variant="info" role="note">
        <Info aria-hidden="true" />
        <div className="grid gap-1">
          <AlertTitle>Where documents are managed</AlertTitle>
          <AlertDescription>
            Add, edit and delete documents on each investor page while you are logged in; the table
            below links to them. Deleted documents wait in the archive below.
          </AlertDescription>
        </div>
      </Alert>
      <DeskPanel id="document-counts-heading" title="Investor documents">
        <DocumentCountsTable pages={tablePages} />
      </DeskPanel>
      <DeskPanel id="results-heading" title="Financial results">
        <ResultsDesk />
      </DeskPanel>
      <DeskPanel id="document-text-heading" title="Search inside the documents">
        <DocumentTextSection />
      </DeskPanel>
      <DeskPanel id="archive-heading" title="Archive">
        <ArchivedDocuments />
      </DeskPanel>
    </DeskSection>
  );
}
