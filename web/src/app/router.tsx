// Every route of spec §2. Public sign-in pages, then the signed-in frame whose pages each check
// the area their role may open; an unknown path goes to /tasks.
import { type Area, canOpen, type TaskScope } from '@practice-desk/contracts';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  Outlet,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import { AcceptInvitePage } from '../features/auth/components/AcceptInvitePage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { UnauthorizedPage } from '../features/auth/components/UnauthorizedPage';
import { validateClientPageSearch } from '../features/clients/states/client-page-search';
import { prefetchOpeningPage } from '../features/tasks/api/opening-view';
import { validateTaskViewSearch } from '../features/tasks/states/task-view-search';
import { validateWorkloadSearch } from '../features/workload/states/workload-search';
import { useAuthStore } from '../lib/auth/auth-store';
import { FullPageLoader } from './shell/FullPageLoader';
import { guard } from './shell/route-guard';

// Each signed-in page is its own chunk, loaded when it is first opened (or hovered): the sign-in
// page never pays for the grid, the charts or the configuration screens.
const AppLayout = lazyRouteComponent(() => import('./shell/AppLayout'), 'AppLayout');
const CompliancePage = lazyRouteComponent(
  () => import('../features/compliance/CompliancePage'),
  'CompliancePage',
);
const ClientPage = lazyRouteComponent(() => import('../features/clients/ClientPage'), 'ClientPage');
const ConfigurationsPage = lazyRouteComponent(
  () => import('../features/configurations/ConfigurationsPage'),
  'ConfigurationsPage',
);
const DayApprovalsPage = lazyRouteComponent(
  () => import('../features/day-approvals/DayApprovalsPage'),
  'DayApprovalsPage',
);
const InvoicingPage = lazyRouteComponent(
  () => import('../features/invoicing/InvoicingPage'),
  'InvoicingPage',
);
const UdinPage = lazyRouteComponent(() => import('../features/udin/UdinPage'), 'UdinPage');
const DscPage = lazyRouteComponent(() => import('../features/dsc/DscPage'), 'DscPage');
const TimesheetPage = lazyRouteComponent(
  () => import('../features/timesheet/TimesheetPage'),
  'TimesheetPage',
);
const WorkloadPage = lazyRouteComponent(() => import('../features/workload/WorkloadPage'), 'WorkloadPage');
const TriagePage = lazyRouteComponent(() => import('../features/triage/TriagePage'), 'TriagePage');
const ProfilePage = lazyRouteComponent(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const ReportsPage = lazyRouteComponent(() => import('../features/reports/ReportsPage'), 'ReportsPage');
const taskPage = (scope: TaskScope) =>
  lazyRouteComponent(() =>
    import('../features/tasks/TaskPage').then(({ TaskPage }) => ({
      default: () => <TaskPage key={scope} scope={scope} />,
    })),
  );

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
const page = <P extends string>(path: P, component: RouteComponent, area?: Area) =>
  createRoute({ getParentRoute: () => appRoute, path, component, beforeLoad: guard(area) });
// The task pages keep their view (tab, chips, search, sort, column filters) in the address.
const TASK_PAGES = [
  ['/tasks', 'my', 'myTasks'],
  ['/team-tasks', 'team', 'teamTasks'],
  ['/all-tasks', 'all', 'allTasks'],
] as const satisfies ReadonlyArray<readonly [string, TaskScope, Area]>;
const tasksPage = <P extends string>(path: P, scope: TaskScope, area: Area) =>
  createRoute({
    getParentRoute: () => appRoute,
    path,
    component: taskPage(scope),
    beforeLoad: guard(area),
    validateSearch: validateTaskViewSearch,
  });
// Every signed-in person may open a client; each tab shows only what their role may read.
const clientRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/clients/$id',
  component: ClientPage,
  beforeLoad: guard(),
  validateSearch: validateClientPageSearch,
});
// The workload view keeps its team and first week in the address.
const workloadRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workload',
  component: WorkloadPage,
  beforeLoad: guard('workload'),
  validateSearch: validateWorkloadSearch,
});
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
  publicRoute('/reset-password', ResetPasswordPage),
  // Links mailed before tokens moved to the fragment.
  publicRoute('/reset-password/$token', ResetPasswordPage),
  publicRoute('/unauthorized', UnauthorizedPage),
  publicRoute('/accept-invite', AcceptInvitePage),
  publicRoute('/accept-invite/$token', AcceptInvitePage),
  appRoute.addChildren([
    toFirstTab('/', '/tasks'),
    ...TASK_PAGES.map(([path, scope, area]) => tasksPage(path, scope, area)),
    toFirstTab('/invoicing', '/invoicing/pending'),
    page('/invoicing/$tab', InvoicingPage, 'invoicing'),
    page('/reports', ReportsPage, 'reports'),
    page('/reports/$tab', ReportsPage, 'reports'),
    page('/compliance', CompliancePage, 'compliance'),
    page('/compliance/$tab', CompliancePage, 'compliance'),
    page('/registers', UdinPage, 'registers'),
    page('/registers/udin', UdinPage, 'registers'),
    page('/registers/dsc', DscPage, 'registers'),
    clientRoute,
    page('/day-approvals', DayApprovalsPage, 'dayApprovals'),
    page('/timesheet', TimesheetPage, 'timesheet'),
    workloadRoute,
    page('/triage', TriagePage, 'triage'),
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

/**
 * Starts fetching the chunks of the page being opened while the session is still checked at
 * start-up, so a reload of /all-tasks does not wait for the check before asking for the grid.
 */
export function preloadPageChunks(pathname: string) {
  const [matched] = router.getMatchedRoutes(pathname);
  for (const route of matched) void router.loadRouteChunk(route)?.catch(() => undefined);
}

/**
 * At start-up on a task page with a stored session the person may open: its first rows and counts
 * are asked for at once, next to the session check, not after it, the page's code and its first
 * render. A stale session fails these calls like any other (the client refreshes once).
 */
export function prefetchPageData({
  pathname,
  search,
}: {
  pathname: string;
  search: Record<string, unknown>;
}) {
  const page = TASK_PAGES.find(([path]) => path === pathname);
  const { status, user } = useAuthStore.getState();
  if (!page || status === 'signedOut' || !user || !canOpen(user.role, page[2])) return;
  prefetchOpeningPage(user.id, page[1], search);
}
