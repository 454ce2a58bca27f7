// What every plain DOM cell renderer of the grid does alike: one element made once, drawn from
// the row's params on init and on every refresh (never re-created). React components cost a
// mount per visible cell when the grid opens; these draw a few elements.
import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { GridRow } from './row-id';

export abstract class DomCell<P extends ICellRendererParams<GridRow> = ICellRendererParams<GridRow>>
  implements ICellRendererComp<GridRow>
{
  protected abstract readonly gui: HTMLElement;

  init(params: P) {
    this.show(params);
  }

  getGui() {
    return this.gui;
  }

  refresh(params: P) {
    this.show(params);
    return true;
  }

  /** Draws the cell for `params`: the row it shows may be another one than before. */
  protected abstract show(params: P): void;
}
