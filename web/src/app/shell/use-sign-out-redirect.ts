// A session that ends while the app is open (refresh refused) goes back to sign-in, remembering
// the page so that signing in again returns there.
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuthStore } from '../../lib/auth/auth-store';

export function useSignOutRedirect() {
  const status = useAuthStore((s) => s.status);
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'signedOut')
      void navigate({
        to: '/login',
        search: { redirect: window.location.pathname + window.location.search },
      });
  }, [status, navigate]);
}
