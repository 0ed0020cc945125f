import { lazy } from 'react';
import type { DocumentDeskSlots } from '@/lib/document-desk-slots';

// The desk's pieces that the document pages hand to their public tables. The app joins the
// features (features/desk's forms into features/documents' tables), so this lives here and the
// pages import it, rather than one page importing another.
//
// Loaded on first render, which only the administrator's tables do: a visitor's page never
// downloads the forms, the upload or the confirmation dialog.
export const documentDeskSlots: DocumentDeskSlots = {
  addButton: lazy(() =>
    import('@/features/desk/components/add-document-dialog').then((m) => ({
      default: m.AddDocumentDialog,
    })),
  ),
  rowActions: lazy(() =>
    import('@/features/desk/components/document-row-actions').then((m) => ({
      default: m.DocumentRowActions,
    })),
  ),
};
