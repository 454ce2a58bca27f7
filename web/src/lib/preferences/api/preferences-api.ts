// The practice's preferences (spec §7 Config: GET /config/preferences), read by every role.
import type { Preferences } from '@practice-desk/contracts';
import { getData } from '../../api-client';

export const preferencesApi = {
  read: async () => (await getData<{ preferences: Preferences }>('config/preferences')).preferences,
};
