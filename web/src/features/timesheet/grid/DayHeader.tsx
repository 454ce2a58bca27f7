// A day column's heading: weekday and date, and under it Today or Submitted.
import type { CustomHeaderProps } from 'ag-grid-react';
import classes from './TimesheetGrid.module.css';

export interface DayHeaderParams {
  note: 'Today' | 'Submitted' | 'Today · Submitted' | null;
}

export function DayHeader(props: CustomHeaderProps & DayHeaderParams) {
  return (
    <div className={classes.dayHeader}>
      <span>{props.displayName}</span>
      {props.note && (
        <span className={props.note.includes('Submitted') ? classes.submitted : classes.today}>
          {props.note}
        </span>
      )}
    </div>
  );
}
