// A status or priority shown in its colour (spec §9 colours, as configured, kept readable).
import type { CustomCellRendererProps } from 'ag-grid-react';
import { readableOn } from '../../../lib/contrast';
import type { GridRow } from './row-id';
import classes from './TaskGrid.module.css';

export function StatusBadge(
  props: CustomCellRendererProps<GridRow> & {
    kind: 'status' | 'priority';
    /** The configured colours as they are now (the lists arrive after the first rows). */
    colors(): { name: string; color: string }[];
  },
) {
  const name = props.kind === 'status' ? props.data?.status : props.data?.priority;
  if (!name) return null;
  // The configured colour, darkened when it is too pale to read as text (amber, lime...).
  const color = readableOn(props.colors().find((c) => c.name === name)?.color ?? '#3b82f6');
  return (
    <span className={classes.badge} style={{ color, borderColor: color }}>
      {props.valueFormatted ?? name}
    </span>
  );
}
