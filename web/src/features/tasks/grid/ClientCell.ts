// The client cell: the client's name and a small link that opens its page (/clients/:id). The
// cell stays the grid's to edit (Enter, typing, double-click pick another client); the link takes
// only its own click, out of the Tab order like the row's action buttons. From the keyboard the
// client opens with Ctrl+Enter (Cmd+Enter) on the cell, or "Open client" in the row menu (Shift+F10).
import type { ICellRendererParams } from 'ag-grid-community';
import type { ActionsContext } from './ActionsCell';
import { DomCell } from './dom-cell';
import { rowActionIcon } from './row-action-icons';
import type { GridRow } from './row-id';
import classes from './TaskGrid.module.css';

type Params = ICellRendererParams<GridRow, unknown, ActionsContext>;

export class ClientCell extends DomCell<Params> {
  protected readonly gui = document.createElement('span');
  private readonly name = document.createElement('span');
  private readonly link = document.createElement('a');
  private params: Params | null = null;

  override init(params: Params) {
    this.gui.className = classes.clientCell ?? '';
    this.name.className = classes.clientName ?? '';
    this.link.className = classes.clientLink ?? '';
    this.link.tabIndex = -1;
    this.link.append(rowActionIcon('external-link'));
    this.link.addEventListener('click', (event) => {
      const id = this.params?.data?.client?.id;
      const context: ActionsContext | undefined = this.params?.api.getGridOption('context');
      // A new tab or window (Ctrl, Cmd, Shift, middle click) is the browser's; a plain click stays in the app.
      if (!id || !context || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      context.openClient(id);
    });
    // Not a double click on the cell: that edits it.
    this.link.addEventListener('dblclick', (event) => event.stopPropagation());
    this.gui.append(this.name, this.link);
    super.init(params);
  }

  protected show(params: Params) {
    this.params = params;
    const client = params.data?.client ?? null;
    this.name.textContent = params.valueFormatted ?? client?.name ?? '';
    this.link.hidden = !client;
    if (!client) return;
    this.link.href = `/clients/${client.id}`;
    this.link.setAttribute('aria-label', `Open ${client.name}`);
    this.link.title = `Open ${client.name}`;
  }
}
