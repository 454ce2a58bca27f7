// A day column's heading: weekday and date, and under it Today and where the submitted day stands
// (an approved day with a lock; a returned or reopened one with the leader's comment on hover).
import { IconLock } from '@tabler/icons-react';
import type { CustomHeaderProps } from 'ag-grid-react';
import { type DayNote, dayNoteText } from '../utils/day-notes';
import classes from './TimesheetGrid.module.css';

export interface DayHeaderParams {
  note: DayNote;
}

export function DayHeader(props: CustomHeaderProps & DayHeaderParams) {
  const { note } = props;
  const text = dayNoteText(note);
  const look = note.state ? classes[note.state] : classes.today;
  const hint =
    note.state === 'approved'
      ? 'Approved and locked'
      : note.comment
        ? `${text.replace('Today · ', '')}: ${note.comment}`
        : undefined;
  return (
    <div className={classes.dayHeader} title={hint} data-day-state={note.state ?? undefined}>
      <span>{props.displayName}</span>
      {text && (
        <span className={look}>
          {note.state === 'approved' && <IconLock size={10} aria-hidden style={{ marginRight: 2 }} />}
          {text}
        </span>
      )}
    </div>
  );
}
