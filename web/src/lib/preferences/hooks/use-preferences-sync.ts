// Loads the practice's preferences once someone is signed in (again when the person or practice
// changes) and forgets them on sign-out. A failed load keeps the defaults: screens still work.
import { useEffect } from 'react';
import { useAuthStore } from '../../auth/auth-store';
import { preferencesApi } from '../api/preferences-api';
import { usePreferencesStore } from '../states/preferences-store';

export function usePreferencesSync() {
  const signedIn = useAuthStore((s) => s.status === 'signedIn');
  const userId = useAuthStore((s) => s.user?.id);
  useEffect(() => {
    const store = usePreferencesStore.getState();
    if (!signedIn || !userId) {
      store.clear();
      return;
    }
    let current = true;
    preferencesApi.read().then(
      (preferences) => {
        if (current) usePreferencesStore.getState().setPreferences(preferences);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn, userId]);
}
