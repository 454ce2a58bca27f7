// Start-up: 'Loading application...' until the stored session is checked, then the router.
import { RouterProvider } from '@tanstack/react-router';
import { checkStoredSession, useAuthBootstrap } from '../features/auth/hooks/use-auth-bootstrap';
import { usePreferencesSync } from '../lib/preferences/hooks/use-preferences-sync';
import { prefetchPageData, preloadPageChunks, router } from './router';
import { FullPageLoader } from './shell/FullPageLoader';

// Before React renders: the session check, the opening page's code, and its first data.
checkStoredSession();
preloadPageChunks(window.location.pathname);
prefetchPageData(router.latestLocation);

export function App() {
  const status = useAuthBootstrap();
  usePreferencesSync();
  if (status === 'checking') return <FullPageLoader label="Loading application..." />;
  return <RouterProvider router={router} />;
}
