// Every route of spec §2. Public sign-in pages, then the signed-in frame whose pages each check
// the area their role may open; an unknown path goes to /tasks.
import type { Area } from '@practice-desk/contracts';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Navigate,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { AcceptInvitePage } from '../features/auth/components/AcceptInvitePage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { UnauthorizedPage } from '../features/auth/components/UnauthorizedPage';
import { ConfigurationsPage } from '../features/configurations/ConfigurationsPage';
import { InvoicingPage } from '../features/invoicing/InvoicingPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { ReportsPage } from '../features/reports/ReportsPage';
import { AppLayout } from '../features/shell/AppLayout';
import { FullPageLoader } from '../features/shell/FullPageLoader';
import { guard } from '../features/shell/route-guard';
import { TaskPage } from '../features/tasks/TaskPage';

const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: () => <Navigate to="/tasks" replace />,
});

const publicRoute = <P extends string>(path: P, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: LoginPage,
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
});

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: guard(),
  component: AppLayout,
});
const page = <P extends string>(path: P, component: () => React.ReactNode, area?: Area) =>
  createRoute({ getParentRoute: () => appRoute, path, component, beforeLoad: guard(area) });
const toFirstTab = <P extends string>(path: P, to: string) =>
  createRoute({
    getParentRoute: () => appRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to });
    },
  });

const routeTree = rootRoute.addChildren([
  loginRoute,
  publicRoute('/register', RegisterPage),
  publicRoute('/forgot-password', ForgotPasswordPage),
  publicRoute('/reset-password/$token', ResetPasswordPage),
  publicRoute('/unauthorized', UnauthorizedPage),
  publicRoute('/accept-invite/$token', AcceptInvitePage),
  appRoute.addChildren([
    toFirstTab('/', '/tasks'),
    page('/tasks', () => <TaskPage key="my" scope="my" />, 'myTasks'),
    page('/team-tasks', () => <TaskPage key="team" scope="team" />, 'teamTasks'),
    page('/all-tasks', () => <TaskPage key="all" scope="all" />, 'allTasks'),
    toFirstTab('/invoicing', '/invoicing/pending'),
    page('/invoicing/$tab', InvoicingPage, 'invoicing'),
    page('/reports', ReportsPage, 'reports'),
    page('/reports/$tab', ReportsPage, 'reports'),
    toFirstTab('/configurations', '/configurations/clients'),
    page('/configurations/$tab', ConfigurationsPage, 'configurations'),
    toFirstTab('/profile', '/profile/account-details'),
    page('/profile/$tab', ProfilePage),
  ]),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: () => <FullPageLoader label="Loading..." />,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
