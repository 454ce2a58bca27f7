// The TT column's cell: the minutes taken, and under them a thin bar of TT against the estimate
// (the task's budget) that turns orange at 80% and red at 100%, as the budget notifications do.
// The bar is drawn for the eye only: the figures are the cell's text and ET's, and its per cent is
// the grid cell's tooltip (a description, the cell still named by its figure). A plain DOM cell,
// drawn on every visible row.
import { BUDGET_MESSAGES, budgetLevel, budgetUsed } from '@practice-desk/contracts';
import type { ICellRendererParams } from 'ag-grid-community';
import { DomCell } from './dom-cell';
import { type GridRow, isDraft } from './row-id';
import classes from './TaskGrid.module.css';

const LEVEL_CLASS = { 0: classes.budgetFill, 80: classes.budgetNear, 100: classes.budgetOver } as const;

export class BudgetCell extends DomCell {
  protected readonly gui = document.createElement('div');
  private readonly figure = document.createElement('span');
  private readonly track = document.createElement('span');
  private readonly fill = document.createElement('span');

  override init(params: ICellRendererParams<GridRow>) {
    this.gui.className = classes.budget ?? '';
    this.track.className = classes.budgetTrack ?? '';
    this.track.setAttribute('aria-hidden', 'true');
    this.track.append(this.fill);
    this.gui.append(this.figure, this.track);
    super.init(params);
  }

  protected show(params: ICellRendererParams<GridRow>) {
    const row = params.data;
    this.figure.textContent = params.valueFormatted ?? String(params.value ?? '');
    const used = row && !isDraft(row) ? budgetUsed(row.tt, row.et) : null;
    this.track.hidden = used === null;
    if (!row || used === null) {
      params.eGridCell.removeAttribute('title');
      return;
    }
    this.fill.className = LEVEL_CLASS[budgetLevel(row.tt, row.et)] ?? '';
    this.fill.style.width = `${Math.min(used, 100)}%`;
    params.eGridCell.title = BUDGET_MESSAGES.bar(row.tt, row.et);
  }
}
