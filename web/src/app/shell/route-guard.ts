// The route guard, run before a protected route loads: signed out → /login remembering where the
// person was going; a role outside the area → /unauthorized. The session is already checked at
// start-up ('Loading application...'), so the store's answer is final here.
import { type Area, canOpen } from '@practice-desk/contracts';
import { redirect } from '@tanstack/react-router';
import { useAuthStore } from '../../lib/auth/auth-store';

export function guard(area?: Area) {
  return ({ location }: { location: { href: string } }) => {
    const { status, user } = useAuthStore.getState();
    if (status !== 'signedIn' || !user) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (area && !canOpen(user.role, area)) throw redirect({ to: '/unauthorized' });
  };
}
