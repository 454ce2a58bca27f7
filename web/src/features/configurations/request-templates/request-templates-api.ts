// The request-template calls (Configurations → Requests), typed.
import type { RequestTemplate, RequestTemplateBody } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';

export const requestTemplatesApi = {
  list: () => getData<{ templates: RequestTemplate[] }>('config/request-templates'),
  save: (body: InferInput<typeof RequestTemplateBody>, id?: string) =>
    id
      ? send<{ template: RequestTemplate }>('put', `config/request-templates/${id}`, body)
      : send<{ template: RequestTemplate }>('post', 'config/request-templates', body),
  remove: (id: string) => send<null>('delete', `config/request-templates/${id}`),
};
