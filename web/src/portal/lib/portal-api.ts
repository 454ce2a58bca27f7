// The portal's calls to /api/portal/*, with its own session (`Authorization: Portal <token>`), on
// plain fetch so the page stays light. A failed call throws PortalError with the server's message;
// a 401 on a signed-in call means the session ended, and the app is told so.
import {
  type ClientStatement,
  type DocumentRequest,
  type DocumentRequestSummary,
  ERRORS,
  type Ok,
  type PaymentNoticeBody,
  type PaymentNoticeRow,
  PORTAL_AUTH_SCHEME,
  type PortalCreditNoteRow,
  type PortalInvoiceDetail,
  type PortalInvoiceList,
  type PortalMe,
  type PortalReceiptRow,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { portalSession } from './session';

export const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

export class PortalError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

let sessionEnded: () => void = () => {};
/** Called when the server no longer knows the stored session (expired, revoked, signed out). */
export function onSessionEnded(listener: () => void) {
  sessionEnded = listener;
}

export const authHeader = (): Record<string, string> => {
  const token = portalSession.token();
  return token ? { authorization: `${PORTAL_AUTH_SCHEME} ${token}` } : {};
};

/** Reads a failed answer: its message, and the end of the session on a 401 with one held. */
export function failureOf(status: number, body: unknown, fallback: string, signedIn = true): PortalError {
  if (status === 401 && signedIn && portalSession.token()) sessionEnded();
  const message = (body as { message?: unknown } | null)?.message;
  if (status >= 500) return new PortalError(ERRORS.server, status);
  return new PortalError(typeof message === 'string' ? message : fallback, status);
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Ok<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/portal/${path}`, {
      method,
      headers: { ...authHeader(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PortalError(UNREACHABLE, 0);
  }
  const json = await response.json().catch(() => null);
  if (!response.ok) throw failureOf(response.status, json, ERRORS.server, !path.startsWith('auth/'));
  return json as Ok<T>;
}

type RequestAnswer = Ok<{ request: DocumentRequest }>;
const ofClient = (clientId: string) => `clientId=${encodeURIComponent(clientId)}`;

export const portalApi = {
  askForLink: (email: string) => call<null>('POST', 'auth/link', { email }),
  verify: (token: string) => call<{ token: string; expiresAt: string }>('POST', 'auth/verify', { token }),
  me: () => call<PortalMe>('GET', 'me'),
  signOut: () => call<null>('POST', 'auth/logout'),
  requests: (clientId: string) =>
    call<{ requests: DocumentRequestSummary[] }>('GET', `requests?clientId=${encodeURIComponent(clientId)}`),
  request: (id: string) => call<{ request: DocumentRequest }>('GET', `requests/${id}`),
  note: (id: string, itemId: string, note: string): Promise<RequestAnswer> =>
    call('POST', `requests/${id}/items/${itemId}/notes`, { note }),
  notApplicable: (id: string, itemId: string, reason: string): Promise<RequestAnswer> =>
    call('POST', `requests/${id}/items/${itemId}/not-applicable`, { reason }),
  invoices: (clientId: string) => call<PortalInvoiceList>('GET', `invoices?${ofClient(clientId)}`),
  invoice: (id: string) => call<PortalInvoiceDetail>('GET', `invoices/${id}`),
  paymentNotice: (id: string, body: InferInput<typeof PaymentNoticeBody>) =>
    call<{ notice: PaymentNoticeRow }>('POST', `invoices/${id}/payment-notice`, body),
  receipts: (clientId: string) =>
    call<{ receipts: PortalReceiptRow[] }>('GET', `receipts?${ofClient(clientId)}`),
  creditNotes: (clientId: string) =>
    call<{ creditNotes: PortalCreditNoteRow[] }>('GET', `credit-notes?${ofClient(clientId)}`),
  statement: (clientId: string) => call<ClientStatement>('GET', `statement?${ofClient(clientId)}`),
};
