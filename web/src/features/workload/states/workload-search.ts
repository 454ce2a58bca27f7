// The workload view's filters live in the address (?team=<leader id>&from=YYYY-MM-DD), so a
// leader's view can be bookmarked and shared; anything else in it is dropped.
import { isCalendarDate } from '@practice-desk/contracts';

export interface WorkloadSearch {
  team?: string;
  from?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateWorkloadSearch(search: Record<string, unknown>): WorkloadSearch {
  const out: WorkloadSearch = {};
  if (typeof search.team === 'string' && UUID.test(search.team)) out.team = search.team;
  if (typeof search.from === 'string' && isCalendarDate(search.from)) out.from = search.from;
  return out;
}
