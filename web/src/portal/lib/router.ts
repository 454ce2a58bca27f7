// The portal's few addresses, read from the location: no router library, so the page stays light.
// Moving within the portal pushes a history entry and tells every reader of the path.
import { useSyncExternalStore } from 'react';

const CHANGE = 'portal-navigate';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

export function go(path: string, { replace = false } = {}) {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGE));
  window.scrollTo(0, 0);
}

export type PortalRoute =
  | { screen: 'sign-in' }
  | { screen: 'requests' }
  | { screen: 'request'; id: string }
  | { screen: 'invoices' }
  | { screen: 'invoice'; id: string }
  | { screen: 'receipts' }
  | { screen: 'statement' };

/** The signed-in portal's sections, as its navigation lists them. */
export type PortalSection = 'requests' | 'invoices' | 'receipts' | 'statement';

const LISTS: Record<string, PortalSection> = {
  '/portal/requests': 'requests',
  '/portal/invoices': 'invoices',
  '/portal/receipts': 'receipts',
  '/portal/statement': 'statement',
};

/** The screen an address shows; anything unknown under /portal is the list of requests. */
export function routeOf(path: string): PortalRoute {
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (bare === '/portal/sign-in') return { screen: 'sign-in' };
  const list = LISTS[bare];
  if (list) return { screen: list };
  const record = /^\/portal\/(requests|invoices)\/([\w-]+)$/.exec(bare);
  if (record?.[1] === 'requests' && record[2]) return { screen: 'request', id: record[2] };
  if (record?.[1] === 'invoices' && record[2]) return { screen: 'invoice', id: record[2] };
  return { screen: 'requests' };
}

/** The section a screen belongs to (one request is under Requests, one invoice under Invoices). */
export function sectionOf(route: PortalRoute): PortalSection | null {
  if (route.screen === 'sign-in') return null;
  if (route.screen === 'request') return 'requests';
  if (route.screen === 'invoice') return 'invoices';
  return route.screen;
}

export const requestPath = (id: string) => `/portal/requests/${id}`;
export const invoicePath = (id: string) => `/portal/invoices/${id}`;
export const REQUESTS_PATH = '/portal/requests';
export const INVOICES_PATH = '/portal/invoices';
export const SIGN_IN_PATH = '/portal/sign-in';
export const sectionPath = (section: PortalSection) => `/portal/${section}`;
