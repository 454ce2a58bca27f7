// The client page's own data: the client with its profile and the counts on its tabs, reloaded
// together after an edit or a new task.
import { useResource } from '../../../lib/use-resource';
import { clientPageApi } from '../api/client-page-api';

export function useClientPage(id: string) {
  const client = useResource(() => clientPageApi.client(id), [id], 'Failed to load the client');
  const summary = useResource(() => clientPageApi.summary(id), [id], 'Failed to load the counts');
  const reload = async () => {
    await Promise.all([client.reload(), summary.reload()]);
  };
  return { client: client.data?.client ?? null, summary: summary.data?.summary ?? null, reload };
}
