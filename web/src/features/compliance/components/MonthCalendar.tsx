// The month calendar: a grid of days from Monday to Sunday, each with small badges of what falls
// due (one per form and status, coloured by status, named in words for screen readers). Arrow
// keys move by a day or a week, Home/End to the week's ends, Page Up/Down by a month; Enter or a
// click opens the day's list.
import { ActionIcon, Badge, Button, Group, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CalendarItem } from '@practice-desk/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { STATUS_LOOK } from '../../../lib/compliance/status-look';
import { countOf } from '../utils/item-text';
import {
  type CalendarDay,
  dayBadges,
  itemsByDay,
  monthGrid,
  monthOf,
  monthTitle,
  movedDay,
  shiftMonth,
  WEEKDAYS,
} from '../utils/month-grid';
import classes from './MonthCalendar.module.css';

const SHOWN_BADGES = 3;

interface Props {
  month: string;
  items: CalendarItem[];
  today: string;
  onMonthChange(month: string): void;
  onOpenDay(date: string): void;
}

export function MonthCalendar({ month, items, today, onMonthChange, onOpenDay }: Props) {
  const titleId = useId();
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const weeks = useMemo(() => monthGrid(month, today), [month, today]);
  const byDay = useMemo(() => itemsByDay(items), [items]);
  const [focused, setFocused] = useState(() => (monthOf(today) === month ? today : `${month}-01`));
  const table = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  // A month chosen with the buttons keeps the same day number where it can.
  useEffect(() => {
    setFocused((day) => (monthOf(day) === month ? day : sameDayIn(day, month)));
  }, [month]);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    table.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, day: CalendarDay) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (day.inMonth) onOpenDay(day.date);
      return;
    }
    const next = movedDay(day.date, event.key);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };

  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {monthTitle(month)}
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Previous month"
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={() => onMonthChange(monthOf(today))}>
            This month
          </Button>
          <ActionIcon
            variant="default"
            aria-label="Next month"
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a date grid is a table with role=grid (WAI-ARIA date picker pattern). */}
      <table ref={table} role="grid" aria-labelledby={titleId} className={classes.grid}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className={classes.weekday}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => {
                const dayItems = day.inMonth ? (byDay.get(day.date) ?? []) : [];
                return (
                  // A td of a role=grid table is a gridcell (HTML-AAM).
                  <td
                    key={day.date}
                    data-date={day.date}
                    data-outside={day.inMonth ? undefined : true}
                    data-today={day.isToday || undefined}
                    data-focused={day.date === focused || undefined}
                    tabIndex={day.date === focused ? 0 : -1}
                    aria-current={day.isToday ? 'date' : undefined}
                    className={classes.day}
                    onClick={() => {
                      setFocused(day.date);
                      if (day.inMonth) onOpenDay(day.date);
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    onFocus={() => setFocused(day.date)}
                  >
                    {/* Named from its content: the day in words; what it shows is for the eye. */}
                    <VisuallyHidden>{dayLabel(day, dayItems)}</VisuallyHidden>
                    <span className={classes.number} aria-hidden>
                      {day.day}
                    </span>
                    {dayItems.length > 0 && <DayBadges items={dayItems} compact={compact} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayBadges({ items, compact }: { items: CalendarItem[]; compact: boolean }) {
  const badges = dayBadges(items);
  if (compact) {
    const worst = badges[0];
    return (
      <div className={classes.badges} aria-hidden>
        <Badge size="xs" variant="light" color={worst ? STATUS_LOOK[worst.status].color : 'gray'} radius="sm">
          {items.length}
        </Badge>
      </div>
    );
  }
  const hidden = badges.slice(SHOWN_BADGES).reduce((sum, b) => sum + b.count, 0);
  return (
    <div className={classes.badges} aria-hidden>
      {badges.slice(0, SHOWN_BADGES).map((badge) => (
        <Badge
          key={`${badge.status}|${badge.code}`}
          size="xs"
          variant="light"
          radius="sm"
          color={STATUS_LOOK[badge.status].color}
          title={`${badge.count} ${badge.code} ${STATUS_LOOK[badge.status].label.toLowerCase()}`}
          fullWidth
          styles={{ label: { textTransform: 'none' } }}
        >
          {badge.code}
          {badge.count > 1 ? ` ×${badge.count}` : ''}
        </Badge>
      ))}
      {hidden > 0 && <span className={classes.more}>+{hidden} more</span>}
    </div>
  );
}

// 'Friday 20 November 2026: 3 items, 1 overdue, 2 open' — what the badges show, in words.
function dayLabel(day: CalendarDay, items: CalendarItem[]): string {
  const date = dayjs(day.date).format('dddd D MMMM YYYY');
  if (!day.inMonth) return `${date}, another month`;
  if (!items.length) return `${date}: nothing due`;
  const byStatus = Object.entries(STATUS_LOOK)
    .map(([status, look]) => ({ look, count: items.filter((i) => i.status === status).length }))
    .filter((s) => s.count > 0)
    .map((s) => `${s.count} ${s.look.label.toLowerCase()}`);
  return `${date}: ${countOf(items.length, 'item')}, ${byStatus.join(', ')}`;
}

function sameDayIn(day: string, month: string): string {
  const first = dayjs(`${month}-01`);
  return first.date(Math.min(dayjs(day).date(), first.daysInMonth())).format('YYYY-MM-DD');
}
