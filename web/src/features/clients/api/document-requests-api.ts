// The calls behind the client page's document requests and portal access (the server checks who
// may raise, review, invite and revoke).
import type {
  DocumentRequest,
  DocumentRequestBody,
  DocumentRequestList,
  ItemReviewBody,
  PortalContactRow,
  RequestItem,
  RequestTemplate,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export const documentRequestsApi = {
  list: (clientId: string) => getData<DocumentRequestList>('document-requests', { clientId }),
  get: (id: string) => getData<{ request: DocumentRequest }>(`document-requests/${id}`),
  templates: () => getData<{ templates: RequestTemplate[] }>('config/request-templates'),
  create: (body: InferInput<typeof DocumentRequestBody>) =>
    send<{ request: DocumentRequest }>('post', 'document-requests', body),
  review: (id: string, itemId: string, body: InferInput<typeof ItemReviewBody>) =>
    send<{ request: DocumentRequest }>('put', `document-requests/${id}/items/${itemId}`, body),
  download: (id: string, itemId: string, file: RequestItem['files'][number]) =>
    downloadFile(`document-requests/${id}/items/${itemId}/files/${file.id}`, {}, file.name),
};

export const portalAccessApi = {
  list: (clientId: string) => getData<{ contacts: PortalContactRow[] }>(`clients/${clientId}/portal-access`),
  invite: (clientId: string, email: string) =>
    send<{ contact: PortalContactRow }>('post', `clients/${clientId}/portal-invites`, { email }),
  revoke: (clientId: string, contactId: string) =>
    send<null>('delete', `clients/${clientId}/portal-access/${contactId}`),
};
