// Toasts top-right: success green for 2 s, error red for 4 s, info blue (spec §2).

import { notifications } from '@mantine/notifications';
import { LIMITS } from '@practice-desk/contracts';

export const toast = {
  success: (message: string) =>
    notifications.show({ message, color: 'green', autoClose: LIMITS.toastSuccessMs }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: LIMITS.toastErrorMs }),
  /** Something done that still needs the person's attention: orange, twice an error's time. */
  warning: (message: string) =>
    notifications.show({ message, color: 'orange', autoClose: 2 * LIMITS.toastErrorMs }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: LIMITS.toastSuccessMs }),
};
