// What 'overdue' means, the one rule every screen counts by: the compliance calendar's counts and
// list, the status board, the task grid's red due dates and its Overdue tab, and the reports. Work
// is overdue when it is not done and its due date is before the practice's today (the date in
// the practice's time zone, never the browser's or the server's). A compliance item is done when
// its filing is recorded (recording it completes its task); a task when its status is closed.
// Work with no due date, or with nothing behind it (a board period no item was generated for), is
// never overdue.

export interface DueWork {
  /** YYYY-MM-DD in force (after any extension); null: no due date. */
  dueDate: string | null;
  done: boolean;
}

export function isWorkOverdue(work: DueWork, today: string): boolean {
  return !work.done && work.dueDate !== null && work.dueDate < today;
}
