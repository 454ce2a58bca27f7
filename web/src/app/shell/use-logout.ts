// Logout: leave for /login, end the session here, then tell the server (whose failure changes nothing).
import { SUCCESS } from '@practice-desk/contracts';
import { useNavigate } from '@tanstack/react-router';
import { authApi } from '../../lib/auth/auth-api';
import { useAuthStore } from '../../lib/auth/auth-store';
import { toast } from '../../lib/toast';

export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    const { refreshToken } = useAuthStore.getState();
    // Leave the signed-in pages first, so nothing there reacts to the session ending.
    await navigate({ to: '/login' });
    useAuthStore.getState().signOut();
    await authApi.logout(refreshToken).catch(() => undefined);
    toast.success(SUCCESS.logout);
  };
}
