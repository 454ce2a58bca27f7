// The practice's preferences as the screens apply them (date format, time unit, tax columns):
// the defaults until loaded after sign-in, replaced at once when an Admin saves new ones.
import { DEFAULT_PREFERENCES, type Preferences } from '@practice-desk/contracts';
import { create } from 'zustand';

interface PreferencesState {
  preferences: Preferences;
  loaded: boolean;
  setPreferences(preferences: Preferences): void;
  clear(): void;
}

export const usePreferencesStore = create<PreferencesState>((set) => ({
  preferences: DEFAULT_PREFERENCES,
  loaded: false,
  setPreferences: (preferences) => set({ preferences, loaded: true }),
  clear: () => set({ preferences: DEFAULT_PREFERENCES, loaded: false }),
}));

export const useDateFormat = () => usePreferencesStore((s) => s.preferences.dateFormat);
export const useTimeUnit = () => usePreferencesStore((s) => s.preferences.timeUnit);
