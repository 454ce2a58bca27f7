// The practice's request templates with the task templates and compliance forms they can be for.
import { complianceFormCodes } from '@practice-desk/contracts';
import { configApi } from '../../../lib/config-api';
import { useResource } from '../../../lib/use-resource';
import { requestTemplatesApi } from './request-templates-api';

export function useRequestTemplates() {
  return useResource(
    async () => {
      const [{ templates }, { templates: taskTemplates }] = await Promise.all([
        requestTemplatesApi.list(),
        configApi.templates(),
      ]);
      return { templates, taskTemplates, formCodes: complianceFormCodes() };
    },
    [],
    'Failed to fetch request templates',
  );
}
