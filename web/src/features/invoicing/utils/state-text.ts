// A state as an invoice names it: 'Maharashtra (27)', the name with its GST state code.
import { INDIAN_STATES } from '@practice-desk/contracts';

export function stateText(party: { stateCode: string | null; stateName?: string | null }): string {
  if (!party.stateCode) return '—';
  const name = party.stateName ?? INDIAN_STATES.find((s) => s.code === party.stateCode)?.name;
  return name ? `${name} (${party.stateCode})` : party.stateCode;
}
