// Start-up: a stored session is checked with GET /auth/verify (the client refreshes once on 401)
// before anything protected renders.
import { useEffect } from 'react';
import { readProblem } from '../../../lib/api-error';
import { authApi } from '../api/auth-api';
import { useAuthStore } from '../states/auth-store';

export function useAuthBootstrap() {
  const status = useAuthStore((s) => s.status);
  useEffect(() => {
    if (useAuthStore.getState().status !== 'checking') return;
    authApi.verify().then(
      (res) => useAuthStore.getState().setUser(res.data.user),
      async (err) => {
        const problem = await readProblem(err);
        // A 401 that survived the refresh ends the session; other failures keep it for a retry.
        if (problem.status === 401 || problem.status === 0) useAuthStore.getState().signOut();
        else useAuthStore.setState({ status: 'signedIn' });
      },
    );
  }, []);
  return status;
}
