// The serial column's cell: a (native, light) tick box per row (Space toggles it too) and the row
// number. A plain DOM cell renderer, not a React component: it draws on every visible row, and
// opening the grid would otherwise mount a React component per row for a box and a number.
import type { ICellRendererParams } from 'ag-grid-community';
import { useSelectionStore } from '../states/selection-store';
import { DomCell } from './dom-cell';
import { type GridRow, isDraft, rowKey } from './row-id';
import classes from './TaskGrid.module.css';

export class SerialCell extends DomCell {
  protected readonly gui = document.createElement('div');
  private readonly box = document.createElement('input');
  private readonly number = document.createElement('span');
  private key = '';
  private unsubscribe: (() => void) | null = null;

  override init(params: ICellRendererParams<GridRow>) {
    this.gui.className = classes.serial ?? '';
    this.box.type = 'checkbox';
    this.box.className = classes.tick ?? '';
    this.box.tabIndex = -1;
    this.box.addEventListener('change', () => useSelectionStore.getState().toggle(this.key));
    this.gui.append(this.box, this.number);
    // Every task of the view is taken: rows loaded later show ticked too.
    this.unsubscribe = useSelectionStore.subscribe(() => this.showTicked());
    super.init(params);
  }

  destroy() {
    this.unsubscribe?.();
  }

  protected show(params: ICellRendererParams<GridRow>) {
    const row = params.data;
    this.gui.hidden = !row;
    if (!row) return;
    this.key = rowKey(row);
    const number = isDraft(row) ? 'New' : String((params.node.rowIndex ?? 0) + 1);
    this.box.setAttribute('aria-label', `Select row ${number}`);
    this.number.textContent = number;
    this.showTicked();
  }

  private showTicked() {
    const { allInView, ids } = useSelectionStore.getState();
    this.box.checked = Boolean(this.key) && (allInView || ids.has(this.key));
  }
}
