// PLACEHOLDER (issue 4 replaces this file)
import type { InvestorDocumentPage } from '@/content/investor-document-pages';
export function InvestorDocumentsPage({ page }: { page: InvestorDocumentPage }) {
  return <h1>{page.title}</h1>;
}
