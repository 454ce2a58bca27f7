// The workload grid's columns: the person, then one column per week whose cell reads
// 'planned / available' and is coloured from 80% and at 100%, then the work with no due date.
import {
  type CapacityAnswer,
  type CapacityCell,
  type CapacityPerson,
  hoursLabel,
  loadLevel,
} from '@practice-desk/contracts';
import type { CellClassParams, ColDef, ITooltipParams, ValueGetterParams } from 'ag-grid-community';
import dayjs from 'dayjs';
import classes from './WorkloadGrid.module.css';

/** A person's row, or the totals row pinned below (id 'total'). */
export type WorkloadRow = Pick<CapacityPerson, 'id' | 'name' | 'weeks' | 'undated' | 'undatedMinutes'> & {
  isTotal?: boolean;
};

const hours = (minutes: number) => hoursLabel(minutes).replace(' h', '');

/** 'planned / available h', as the cell reads. */
export function cellText(cell: CapacityCell | undefined): string {
  if (!cell) return '';
  return `${hours(cell.planned)} / ${hoursLabel(cell.available)}`;
}

function cellTooltip(cell: CapacityCell | undefined): string {
  if (!cell) return '';
  const parts = [
    `Planned ${hoursLabel(cell.planned)} of ${hoursLabel(cell.available)} available`,
    `taken ${hoursLabel(cell.taken)}`,
    `${cell.tasks} ${cell.tasks === 1 ? 'task' : 'tasks'}`,
  ];
  if (cell.unestimated) parts.push(`${cell.unestimated} with no estimate (its template's default counted)`);
  return `${parts.join('; ')}. Enter lists the tasks.`;
}

export function weekHeader(start: string, today: string): string {
  return start <= today && today <= dayjs(start).add(6, 'day').format('YYYY-MM-DD')
    ? 'This week'
    : `Week of ${dayjs(start).format('D MMM')}`;
}

export function totalsRow(answer: CapacityAnswer): WorkloadRow {
  const weeks = answer.weeks.map((_, i) => {
    const sum: CapacityCell = { available: 0, planned: 0, taken: 0, unestimated: 0, tasks: 0 };
    for (const p of answer.people) {
      const cell = p.weeks[i];
      if (!cell) continue;
      sum.available += cell.available;
      sum.planned += cell.planned;
      sum.taken += cell.taken;
      sum.unestimated += cell.unestimated;
      sum.tasks += cell.tasks;
    }
    return sum;
  });
  return {
    id: 'total',
    name: 'Total',
    weeks,
    undated: answer.people.reduce((n, p) => n + p.undated, 0),
    undatedMinutes: answer.people.reduce((n, p) => n + p.undatedMinutes, 0),
    isTotal: true,
  };
}

/** The week column's id: its Monday. */
export const weekColumnId = (start: string) => `week:${start}`;

export function buildWorkloadColumns(answer: CapacityAnswer): ColDef<WorkloadRow>[] {
  const weekColumns = answer.weeks.map(
    (week, i): ColDef<WorkloadRow> => ({
      colId: weekColumnId(week.start),
      headerName: weekHeader(week.start, answer.today),
      headerTooltip: `${dayjs(week.from).format('D MMM')} – ${dayjs(week.to).format('D MMM YYYY')}`,
      valueGetter: (p: ValueGetterParams<WorkloadRow>) => cellText(p.data?.weeks[i]),
      tooltipValueGetter: (p: ITooltipParams<WorkloadRow>) => cellTooltip(p.data?.weeks[i]),
      cellClass: (p: CellClassParams<WorkloadRow>) => {
        const cell = p.data?.weeks[i];
        if (!cell || p.data?.isTotal) return classes.total;
        return classes[loadLevel(cell.planned, cell.available)];
      },
      minWidth: 118,
      flex: 1,
    }),
  );
  return [
    {
      colId: 'name',
      headerName: 'Person',
      field: 'name',
      pinned: 'left',
      minWidth: 150,
      cellClass: (p: CellClassParams<WorkloadRow>) => (p.data?.isTotal ? classes.total : undefined),
    },
    ...weekColumns,
    {
      colId: 'undated',
      headerName: 'No due date',
      headerTooltip: 'Open work with no due date: in no week',
      valueGetter: (p: ValueGetterParams<WorkloadRow>) =>
        p.data?.undated ? `${hoursLabel(p.data.undatedMinutes)} (${p.data.undated})` : '–',
      cellClass: (p: CellClassParams<WorkloadRow>) => (p.data?.isTotal ? classes.total : classes.undated),
      minWidth: 110,
    },
  ];
}
