// Start-up: 'Loading application...' until the stored session is checked, then the router.
import { RouterProvider } from '@tanstack/react-router';
import { useAuthBootstrap } from '../features/auth/hooks/use-auth-bootstrap';
import { usePreferencesSync } from '../lib/preferences/hooks/use-preferences-sync';
import { preloadPageChunks, router } from './router';
import { FullPageLoader } from './shell/FullPageLoader';

preloadPageChunks(window.location.pathname);

export function App() {
  const status = useAuthBootstrap();
  usePreferencesSync();
  if (status === 'checking') return <FullPageLoader label="Loading application..." />;
  return <RouterProvider router={router} />;
}
