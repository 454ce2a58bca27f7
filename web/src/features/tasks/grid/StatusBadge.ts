// A status or priority shown in its colour (spec §9 colours, as configured, kept readable); a
// status waiting on the client's documents adds their count ('1/3', read out in full).
// A plain DOM cell renderer, not a React component: it draws on every visible row, and React
// would mount a component per cell on opening the grid for a coloured span.
import { waitingOnClientLabel } from '@practice-desk/contracts';
import type { ICellRendererParams } from 'ag-grid-community';
import { readableOn } from '../../../lib/contrast';
import { DomCell } from './dom-cell';
import type { GridRow } from './row-id';
import classes from './TaskGrid.module.css';

export interface StatusBadgeParams {
  kind: 'status' | 'priority';
  /** The configured colours as they are now (the lists arrive after the first rows). */
  colors(): { name: string; color: string }[];
}

type Params = ICellRendererParams<GridRow> & StatusBadgeParams;

export class StatusBadge extends DomCell<Params> {
  protected readonly gui = document.createElement('span');
  private readonly span = this.gui.appendChild(document.createElement('span'));
  private readonly waiting = this.gui.appendChild(document.createElement('span'));

  protected show(params: Params) {
    const name = params.kind === 'status' ? params.data?.status : params.data?.priority;
    const span = this.span;
    this.showWaiting(params.kind === 'status' ? params.data?.waitingOnClient : null);
    if (!name) {
      span.hidden = true;
      span.textContent = '';
      return;
    }
    // The configured colour, darkened when it is too pale to read as text (amber, lime...).
    const color = readableOn(params.colors().find((c) => c.name === name)?.color ?? '#3b82f6');
    span.hidden = false;
    span.className = classes.badge ?? '';
    span.style.color = color;
    span.style.borderColor = color;
    span.textContent = params.valueFormatted ?? name;
  }

  private showWaiting(waiting: { received: number; total: number } | null | undefined) {
    const el = this.waiting;
    el.hidden = !waiting;
    el.className = classes.waiting ?? '';
    el.textContent = waiting ? `${waiting.received}/${waiting.total}` : '';
    const label = waiting ? waitingOnClientLabel(waiting) : '';
    el.title = label;
    if (label) el.setAttribute('aria-label', label);
    else el.removeAttribute('aria-label');
  }
}
