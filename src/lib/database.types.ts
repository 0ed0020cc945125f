import type { DocumentTableName } from './document-tables';

/** A row of any document table: all 23 share this shape. */
export type DocumentRow = {
  id: string;
  document_title: string;
  view_download: string;
  created_at: string;
};

export type DocumentInsert = {
  id?: string;
  document_title: string;
  view_download: string;
  created_at?: string;
};

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
        Row: DocumentRow & { category: DocumentTableName };
        Relationships: [];
      };
    };
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
