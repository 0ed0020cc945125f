import type { ComponentType } from 'react';
import type { DocumentRow } from './database-rows';
import type { DocumentTableName } from './document-tables';

// The administrator's pieces that a document page hands to the public tables. The types live
// here because the reading path (features/documents) and the desk (features/desk) both follow
// them and neither may import the other; the page joins them.

/** What a row's actions may do to the row around them, which the public table owns. */
export type RowActionsControls = {
  /** True while an action on the row runs: the row is dimmed and marked aria-busy. */
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** After the row has left the list, keeps a keyboard user's focus in the table. */
  refocusTable: () => void;
  /** Told when a dialog of the row opens or closes: the Actions column stays while one is open. */
  onDialogOpenChange: (open: boolean) => void;
};

export type RowActionsProps = {
  table: DocumentTableName;
  row: DocumentRow;
  controls: RowActionsControls;
};

export type AddButtonProps = {
  table: DocumentTableName;
  /** Told when the Add dialog opens or closes: the button stays while it is open. */
  onOpenChange?: (open: boolean) => void;
};

/** Given only to the administrator's pages; lazy, so that a visitor never loads their code. */
export type DocumentDeskSlots = {
  addButton: ComponentType<AddButtonProps>;
  rowActions: ComponentType<RowActionsProps>;
};
