// The practice's task templates and priorities, loaded together for the template screens.

import { configApi } from '../../../lib/config-api';
import { useResource } from '../../../lib/use-resource';

export function useTemplates() {
  return useResource(
    async () => {
      const [{ templates }, { priorities }] = await Promise.all([
        configApi.templates(),
        configApi.priorities(),
      ]);
      return { templates, priorities };
    },
    [],
    'Failed to fetch task templates',
  );
}
