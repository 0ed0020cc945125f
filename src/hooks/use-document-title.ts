import { useEffect } from 'react';
import { company } from '@/content/company';

/** Sets the tab title to "{page} | {company}" while the page is shown. */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${company.name}` : company.name;
  }, [pageTitle]);
}
