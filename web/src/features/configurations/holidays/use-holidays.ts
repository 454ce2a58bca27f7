// The practice's holidays of one year, reloaded when the year changes.
import { useResource } from '../../../lib/use-resource';
import { holidaysApi } from './holidays-api';

export function useHolidays(year: number) {
  return useResource(() => holidaysApi.list(year), [year], 'Failed to fetch holidays');
}
