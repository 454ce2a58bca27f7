// The task dialogs opened from a row (its actions column or its row menu), for one task: the
// dialog state's kinds and the focus that goes back to the row's cell after them.
export const ROW_DIALOG_KINDS = ['comment', 'time', 'history', 'quotation', 'delete'] as const;
export type RowDialogKind = (typeof ROW_DIALOG_KINDS)[number];

export const isRowDialog = (kind: string): kind is RowDialogKind =>
  (ROW_DIALOG_KINDS as readonly string[]).includes(kind);
