import type { DocumentTableName } from './document-tables';

/** A row of any document table: all 23 share this shape. */
export type DocumentRow = {
  id: string;
  document_title: string;
  view_download: string;
  created_at: string;
  /** The day the document is of, as `YYYY-MM-DD` (a date, not a moment: no time zone). */
  document_date: string;
  /** The stored file's size; null for a link, whose size the site cannot know. */
  file_size_bytes: number | null;
};

export type DocumentInsert = {
  id?: string;
  document_title: string;
  view_download: string;
  created_at?: string;
  document_date?: string;
  file_size_bytes?: number | null;
};

/** A document found in any table: the row and the table it belongs to. */
export type CategorisedDocumentRow = DocumentRow & { category: DocumentTableName };

export type SearchDocumentsResult = CategorisedDocumentRow & { rank: number };

type DocumentTableDef = {
  Row: DocumentRow;
  Insert: DocumentInsert;
  Update: Partial<DocumentInsert>;
  Relationships: [];
};

/** Database types in the shape `supabase gen types typescript` produces. */
export type Database = {
  public: {
    Tables: { [K in DocumentTableName]: DocumentTableDef };
    Views: {
      all_documents: {
        Row: CategorisedDocumentRow;
        Relationships: [];
      };
      latest_document_dates: {
        Row: { category: DocumentTableName; latest_document_date: string | null };
        Relationships: [];
      };
    };
    Functions: {
      search_documents: {
        Args: { search_query: string; result_limit?: number };
        Returns: SearchDocumentsResult[];
      };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
