// The colour of a document's status in the UDIN register.
import type { UdinStatus } from '@practice-desk/contracts';

export const UDIN_STATUS_COLOR: Record<UdinStatus, string> = {
  generated: 'green',
  pending: 'yellow',
  overdue: 'red',
};
