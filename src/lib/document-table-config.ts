import type { DocumentTableName } from './document-tables';

/** Everything the UI says about one document table. */
export type DocumentTableConfig = {
  table: DocumentTableName;
  /** The table's contents as a heading or list label, e.g. 'Circulars'. */
  label: string;
  /** What one row is called, e.g. 'Circular'; used in accessible names and dialogs. */
  itemName: string;
  /** The Add button's label and the Add dialog's title (spec section 2). */
  addTitle: string;
  /** Spec section 8: the load-failure toast, with its per-page variants. */
  loadErrorMessage: string;
  /** Spec section 8: the delete-success toast, with its per-page variants. */
  deleteSuccessMessage: string;
};

/** A table's words as its page names them: the two messages default to the specification's. */
export type DocumentTableWords = Omit<
  DocumentTableConfig,
  'table' | 'loadErrorMessage' | 'deleteSuccessMessage'
> &
  Partial<Pick<DocumentTableConfig, 'loadErrorMessage' | 'deleteSuccessMessage'>>;

const DEFAULT_LOAD_ERROR = 'Failed to load documents';
const DEFAULT_DELETE_SUCCESS = 'Document deleted successfully';

/** One table's configuration, as the page that shows it declares it. */
export function documentTable(
  table: DocumentTableName,
  words: DocumentTableWords,
): DocumentTableConfig {
  return {
    table,
    ...words,
    loadErrorMessage: words.loadErrorMessage ?? DEFAULT_LOAD_ERROR,
    deleteSuccessMessage: words.deleteSuccessMessage ?? DEFAULT_DELETE_SUCCESS,
  };
}
