// A status or priority shown in its colour (spec §9 colours, as configured, kept readable).
// A plain DOM cell renderer, not a React component: it draws on every visible row, and React
// would mount a component per cell on opening the grid for a coloured span.
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

  protected show(params: Params) {
    const name = params.kind === 'status' ? params.data?.status : params.data?.priority;
    const span = this.gui;
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
}
