// The client page's tab lives in the address (?tab=invoices), so a tab can be bookmarked, shared
// and reached with Back; an unknown or missing tab is the profile.
import { CLIENT_PAGE_TAB_KEYS, type ClientPageTab } from '@practice-desk/contracts';

export interface ClientPageSearch {
  tab?: ClientPageTab;
}

export function validateClientPageSearch(search: Record<string, unknown>): ClientPageSearch {
  const tab = CLIENT_PAGE_TAB_KEYS.find((key) => key === search.tab);
  return tab && tab !== 'profile' ? { tab } : {};
}
