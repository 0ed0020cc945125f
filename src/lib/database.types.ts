import type { DocumentTableName } from './document-tables';
import type { ExchangeHolidayInsert, ExchangeHolidayRow } from './exchange-holidays';
import type { InvestorEventInsert, InvestorEventRow, InvestorEventUpdate } from './investor-events';

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

/** The whole stored row: the public columns, and when and by whom it was archived (if it was). */
export type DocumentTableRow = DocumentRow & {
  archived_at: string | null;
  archived_by: string | null;
};

/** What an update may set; archived_by and the archive's moment are the database's to stamp. */
export type DocumentUpdate = Partial<DocumentInsert> & { archived_at?: string | null };

/** 'text': a document's text was read for search; `detail` says what was found. */
export type AuditAction = 'insert' | 'update' | 'archive' | 'restore' | 'purge' | 'text';

/** One entry of the append-only trail the database's triggers write. */
export type AuditLogRow = {
  id: number;
  occurred_at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  action: AuditAction;
  /** A document table's name, or `storage.objects` for a stored file. */
  table_name: string;
  /** The document's id, or the stored file's path. */
  row_id: string;
  title_before: string | null;
  title_after: string | null;
  link_before: string | null;
  link_after: string | null;
  /** For 'text': "searchable: 12 pages" and the like; null for the other actions. */
  detail: string | null;
  /**
   * Every column the write changed, with its JSON value before and after (null where there was
   * none): an insert's columns, a purge's, an edit's changed ones. Generated columns are left
   * out. Null for 'text' entries and for entries written before the trail kept it.
   */
  changes: Record<string, AuditChange> | null;
};

/** One column of an audit entry's `changes`. */
export type AuditChange = { before: unknown; after: unknown };

/** A file a document pointed at before its file was replaced, kept so old links still open. */
export type ReplacedFileRow = {
  path: string;
  table_name: DocumentTableName;
  row_id: string;
  replaced_at: string;
  replaced_by: string | null;
};

/** A document found in any table: the row and the table it belongs to. */
export type CategorisedDocumentRow = DocumentRow & { category: DocumentTableName };

/**
 * best_page and snippet are set when the document's text matched: the page to open, and a
 * fragment of it, HTML-escaped, whose only markup is `<mark>` around the matched words.
 */
export type SearchDocumentsResult = CategorisedDocumentRow & {
  rank: number;
  best_page: number | null;
  snippet: string | null;
};

/** What the administrator's browser found in a PDF (no row: not yet indexed). */
export type DocumentTextStatus = 'searchable' | 'no_text' | 'unreadable';

type DocumentTableDef = {
  Row: DocumentTableRow;
  Insert: DocumentInsert;
  Update: DocumentUpdate;
  Relationships: [];
};

/** Database types in the shape `supabase gen types typescript` produces. */
export type Database = {
  public: {
    Tables: { [K in DocumentTableName]: DocumentTableDef } & {
      // Read-only to every API role: the database's triggers alone write it.
      audit_log: {
        Row: AuditLogRow;
        Insert: Record<never, never>;
        Update: Record<never, never>;
        Relationships: [];
      };
      exchange_holidays: {
        Row: ExchangeHolidayRow;
        Insert: ExchangeHolidayInsert;
        Update: Partial<ExchangeHolidayInsert>;
        Relationships: [];
      };
      investor_events: {
        Row: InvestorEventRow;
        Insert: InvestorEventInsert;
        Update: InvestorEventUpdate;
        Relationships: [];
      };
      replaced_files: {
        Row: ReplacedFileRow;
        Insert: Record<never, never>;
        Update: Record<never, never>;
        Relationships: [];
      };
    };
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
      save_document_text: {
        Args: {
          target_category: string;
          target_id: string;
          page_texts: string[];
          extraction_status: DocumentTextStatus;
          page_count?: number;
          truncated?: boolean;
        };
        Returns: undefined;
      };
      document_text_statuses: {
        Args: Record<never, never>;
        Returns: {
          category: string;
          id: string;
          status: DocumentTextStatus;
          page_count: number;
          truncated: boolean;
          /** Null when the document is archived. */
          document_title: string | null;
          view_download: string | null;
        }[];
      };
      /** Replaces one financial year's IEPF-2 statement rows, all or nothing (admin, aal2). */
      import_iepf_statement: {
        Args: { financial_year: string; statement_rows: IepfStatementRow[] };
        Returns: { imported: number; replaced: number };
      };
      /** Each imported year's number of statement rows (admin, aal2): never a row itself. */
      iepf_statement_years: {
        Args: Record<string, never>;
        Returns: IepfStatementYear[];
      };
      /** Exact matches for one folio number or DP ID-client ID; throttled per client (PT429). */
      lookup_unclaimed_dividends: {
        Args: { account: string };
        Returns: UnclaimedDividendMatch[];
      };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};

/** One row of the IEPF-2 statement as the import sends it (its year is the import's). */
export type IepfStatementRow = {
  investor_name: string;
  /** Folio number or DP ID-client ID. */
  account: string;
  amount: number;
  /** YYYY-MM-DD. */
  proposed_transfer_date: string;
};

/** One financial year of imported statement rows, as the desk sees it before an import. */
export type IepfStatementYear = {
  financial_year: string;
  row_count: number;
  imported_at: string;
};

/** What a shareholder's lookup answers: never a name, never another account. */
export type UnclaimedDividendMatch = {
  financial_year: string;
  amount: number;
  last_date_to_claim: string;
};
