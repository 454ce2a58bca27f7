// The AG Grid modules the workload grid uses, and no others (see the task grid's list).
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  EventApiModule,
  ModuleRegistry,
  PinnedRowModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  // The totals row pinned below.
  PinnedRowModule,
  // The load colours; each cell's detail as a tooltip.
  CellStyleModule,
  TooltipModule,
  ColumnApiModule,
  EventApiModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);
