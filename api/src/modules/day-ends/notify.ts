// Tells a member what their leader decided about a day: approved, returned (with the comment) or
// reopened. Written in the decision's transaction.
import type { NotificationType } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import type { ServiceContext } from '../../lib/context';
import { insertNotifications } from '../notifications/queries';

export interface DecidedDay {
  userId: string;
  date: string;
  decision: 'approved' | 'returned' | 'reopened';
  comment: string | null;
}

const TYPES: Record<DecidedDay['decision'], NotificationType> = {
  approved: 'day_approved',
  returned: 'day_returned',
  reopened: 'day_reopened',
};

export async function notifyDayDecision(ctx: ServiceContext, day: DecidedDay): Promise<void> {
  const shown = dayjs(day.date).format('D MMM YYYY');
  const actor = ctx.user.name;
  const words = {
    approved: {
      title: `Day approved: ${shown}`,
      message: `${actor} approved your day ${shown}; it is locked`,
    },
    returned: {
      title: `Day returned: ${shown}`,
      message: `${actor} returned your day ${shown}: ${day.comment ?? ''}. Edit its time and submit it again`,
    },
    reopened: {
      title: `Day reopened: ${shown}`,
      message: `${actor} reopened your day ${shown}: ${day.comment ?? ''}. Submit it again when done`,
    },
  }[day.decision];
  await insertNotifications(ctx.db, ctx.orgId, ctx.user.id, [
    { userId: day.userId, type: TYPES[day.decision], ...words },
  ]);
}
