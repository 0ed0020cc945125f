import { useEffect, useState } from 'react';
import {
  DocumentPageSections,
  type PageSection,
} from '@/features/documents/components/document-page-sections';
import { useAuth } from '@/lib/auth-context';
import type { DocumentDeskSlots } from '@/lib/document-desk-slots';

/**
 * The desk's pieces for the document tables (src/app/document-desk-slots.ts), fetched once the
 * administrator is signed in. Imported only then, so a visitor's page carries not even the list
 * of files the Add dialog and the row actions would fetch (the forms, the dialogs, supabase-js:
 * about 1 KB gz of import lists on every page of tables). Once fetched they stay, so a dialog
 * left open when her session ends keeps what was typed (DocumentSection keeps it open).
 */
function useDocumentDesk(isAdmin: boolean): DocumentDeskSlots | undefined {
  const [slots, setSlots] = useState<DocumentDeskSlots>();
  useEffect(() => {
    if (!isAdmin || slots) return;
    let current = true;
    void import('./document-desk-slots').then((m) => {
      if (current) setSlots(m.documentDeskSlots);
    });
    return () => {
      current = false;
    };
  }, [isAdmin, slots]);
  return slots;
}

/** A page's document tables, with the administrator's Add button and row actions for her. */
export function PageDocumentSections({ sections }: { sections: PageSection[] }) {
  const { isAdmin } = useAuth();
  const desk = useDocumentDesk(isAdmin);
  return <DocumentPageSections sections={sections} canManage={isAdmin} desk={desk} />;
}
