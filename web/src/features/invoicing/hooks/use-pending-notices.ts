// The payments clients reported in the portal that wait for staff to confirm or reject them.
import { PORTAL_MONEY_MESSAGES } from '@practice-desk/contracts';
import { useResource } from '../../../lib/use-resource';
import { paymentNoticesApi } from '../api/payment-notices-api';

export const usePendingNotices = () =>
  useResource(
    () => paymentNoticesApi.list({ status: 'pending' }),
    [],
    PORTAL_MONEY_MESSAGES.loadNoticesFailed,
  );
