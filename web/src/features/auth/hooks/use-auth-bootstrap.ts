// Start-up: a stored session is checked with GET /auth/verify (the client refreshes once on 401)
// before anything protected renders. The check starts when the app's code runs, not after its
// first render.
import { useEffect } from 'react';
import { readProblem } from '../../../lib/api-error';
import { authApi } from '../../../lib/auth/auth-api';
import { useAuthStore } from '../../../lib/auth/auth-store';

let started = false;

/** Starts the check of a stored session, once. */
export function checkStoredSession() {
  if (started || useAuthStore.getState().status !== 'checking') return;
  started = true;
  authApi.verify().then(
    (res) => useAuthStore.getState().setUser(res.data.user),
    async (err) => {
      const problem = await readProblem(err);
      const store = useAuthStore.getState();
      // A refused refresh has already ended the session; a 401 that got past it ends it too.
      // Any other failure (server down, timeout) only stops loading: the stored session stays.
      if (problem.status === 401) store.signOut();
      else if (store.status === 'checking') useAuthStore.setState({ status: 'signedIn' });
    },
  );
}

export function useAuthBootstrap() {
  const status = useAuthStore((s) => s.status);
  useEffect(checkStoredSession, []);
  return status;
}
