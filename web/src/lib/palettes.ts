// The fixed colour palettes of spec §9: 11 for priorities, 15 for statuses.
import { PRIORITY_PALETTE } from '@practice-desk/contracts';

export { PRIORITY_PALETTE };
export const STATUS_PALETTE = [
  '#EF4444',
  '#F97316',
  '#F59E0B',
  '#EAB308',
  '#84CC16',
  '#10B981',
  '#14B8A6',
  '#06B6D4',
  '#3B82F6',
  '#6366F1',
  '#8B5CF6',
  '#A855F7',
  '#EC4899',
  '#6B7280',
  '#1F2937',
] as const;
