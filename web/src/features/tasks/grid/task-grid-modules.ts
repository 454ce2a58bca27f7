// The AG Grid modules the task grid uses, and no others: registering AllCommunityModule put the
// client-side row model, filters, CSV export and the rest into the chunk every task page parses.
import {
  CellStyleModule,
  ColumnApiModule,
  CustomEditorModule,
  EventApiModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  ScrollApiModule,
  TextEditorModule,
  ValidationModule,
} from 'ag-grid-community';

ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  // The pickers, ET/TT, dates and status are custom editors; the text editor is the fallback.
  CustomEditorModule,
  TextEditorModule,
  // The unsaved rows.
  PinnedRowModule,
  // The overdue due date.
  CellStyleModule,
  // Column state and visibility, the badges' refresh when the lists arrive, row lookups,
  // scrolling to a row, the grid's events.
  ColumnApiModule,
  RenderApiModule,
  RowApiModule,
  ScrollApiModule,
  EventApiModule,
  // In development AG Grid names any feature used without its module.
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);
