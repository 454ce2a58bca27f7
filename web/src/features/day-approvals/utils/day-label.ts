// How a day of someone's is named on cards, buttons and modals: 'Asha Rao, Mon 2 Feb 2026'.
import dayjs from 'dayjs';

export function dayLabel(day: { user: { name: string }; date: string }): string {
  return `${day.user.name}, ${dayjs(day.date).format('ddd D MMM YYYY')}`;
}
