// The AG Grid modules the timesheet grid uses, and no others (see the task grid's list: the two
// grids share one AG Grid chunk, so neither registers the whole community set).
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CustomEditorModule,
  EventApiModule,
  ModuleRegistry,
  PinnedRowModule,
  TextEditorModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  CustomEditorModule,
  TextEditorModule,
  // The totals row pinned below.
  PinnedRowModule,
  // Locked days and the totals' weight; their reasons and the long names as tooltips.
  CellStyleModule,
  TooltipModule,
  // The shared editing keys read the displayed columns and listen to the grid's events.
  ColumnApiModule,
  EventApiModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);
