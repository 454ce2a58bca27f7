// Toasts top-right: success green for 2 s, error red for 4 s, info blue (spec §2).

import { notifications } from '@mantine/notifications';
import { LIMITS } from '@practice-desk/contracts';

export const toast = {
  success: (message: string) =>
    notifications.show({ message, color: 'green', autoClose: LIMITS.toastSuccessMs }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: LIMITS.toastErrorMs }),
  /** Stays until closed: something done that still needs the person's attention. */
  warning: (message: string) => notifications.show({ message, color: 'orange', autoClose: false }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: LIMITS.toastSuccessMs }),
};
