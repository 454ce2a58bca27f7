// The unbilled queue, loaded once for the screen: the tab lists it and the tab bar counts its
// work past Rule 47's 30 days.
import { UNBILLED_MESSAGES } from '@practice-desk/contracts';
import { useResource } from '../../../lib/use-resource';
import { unbilledApi } from '../api/unbilled-api';

export function useUnbilledQueue() {
  return useResource(() => unbilledApi.queue(), [], UNBILLED_MESSAGES.fetchFailed);
}

export type UnbilledQueueResource = ReturnType<typeof useUnbilledQueue>;
