// The icon and colour of each kind of notification in the bell's list.
import type { NotificationType } from '@practice-desk/contracts';
import {
  IconAlarm,
  IconAlertTriangle,
  IconCalendarCheck,
  IconCalendarClock,
  IconCalendarDue,
  IconCalendarExclamation,
  IconCash,
  IconCertificate,
  IconDatabaseExclamation,
  IconFileCertificate,
  IconLifebuoy,
  IconLockOpen,
  IconMessage,
  IconReceipt,
  IconRotate,
  IconSend,
  IconUserPlus,
  IconUserStar,
} from '@tabler/icons-react';

type Icon = typeof IconAlarm;

export const NOTIFICATION_LOOK: Record<NotificationType, { icon: Icon; color: string }> = {
  task_allotted: { icon: IconUserPlus, color: 'blue' },
  task_leader: { icon: IconUserStar, color: 'grape' },
  help_requested: { icon: IconLifebuoy, color: 'orange' },
  task_comment: { icon: IconMessage, color: 'teal' },
  task_due_today: { icon: IconAlarm, color: 'yellow' },
  task_overdue: { icon: IconAlertTriangle, color: 'red' },
  invoice_sent: { icon: IconSend, color: 'indigo' },
  invoice_paid: { icon: IconCash, color: 'green' },
  compliance_due_soon: { icon: IconCalendarClock, color: 'cyan' },
  compliance_due_today: { icon: IconCalendarDue, color: 'yellow' },
  compliance_overdue: { icon: IconCalendarExclamation, color: 'red' },
  task_unbilled: { icon: IconReceipt, color: 'orange' },
  udin_due_soon: { icon: IconFileCertificate, color: 'cyan' },
  udin_overdue: { icon: IconFileCertificate, color: 'red' },
  dsc_expiring: { icon: IconCertificate, color: 'orange' },
  day_approved: { icon: IconCalendarCheck, color: 'green' },
  day_returned: { icon: IconRotate, color: 'orange' },
  day_reopened: { icon: IconLockOpen, color: 'blue' },
  backup_failed: { icon: IconDatabaseExclamation, color: 'red' },
};
