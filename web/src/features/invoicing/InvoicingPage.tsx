// Quotations & Invoicing (Admin, Team Leader): tasks waiting for an invoice, then the invoices
// generated and sent, payments clients reported in the portal, finished work not yet billed, advances and retainers, the TDS clients
// deducted and (Admin) bank reconciliation and GST returns; the tab follows the URL and an unknown one goes to Pending.
import { Stack, Title } from '@mantine/core';
import type { InvoiceTab } from '@practice-desk/contracts';
import { Navigate, useNavigate, useParams } from '@tanstack/react-router';
import { useAuthStore } from '../../lib/auth/auth-store';
import { AdvancesTab } from './components/advances/AdvancesTab';
import { GstReturnsTab } from './components/gst-returns/GstReturnsTab';
import { InvoicesTab } from './components/InvoicesTab';
import { InvoicingTabs } from './components/InvoicingTabs';
import { ReportedPaymentsTab } from './components/notices/ReportedPaymentsTab';
import { PendingTab } from './components/PendingTab';
import { TdsReceivableTab } from './components/tds/TdsReceivableTab';
import { UnbilledTab } from './components/unbilled/UnbilledTab';
import { useInvoicingCommands } from './hooks/use-invoicing-shortcuts';
import { usePendingNotices } from './hooks/use-pending-notices';
import { useUnbilledQueue } from './hooks/use-unbilled-queue';
import { ReconcilePage } from './reconcile/ReconcilePage';
import { isScreenTab } from './utils/invoice-tabs';

export function InvoicingPage() {
  const { tab } = useParams({ strict: false }) as { tab?: string };
  const navigate = useNavigate();
  const go = (to: InvoiceTab) => () => void navigate({ to: '/invoicing/$tab', params: { tab: to } });
  useInvoicingCommands({ tab1: go('pending'), tab2: go('generated'), tab3: go('sent') });
  const unbilled = useUnbilledQueue();
  const reported = usePendingNotices();
  const isAdmin = useAuthStore((s) => s.user?.role === 'ADMIN');

  if (!isScreenTab(tab)) return <Navigate to="/invoicing/$tab" params={{ tab: 'pending' }} replace />;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Quotations &amp; Invoicing
      </Title>
      <InvoicingTabs
        active={tab}
        overdue={unbilled.data?.overdueCount ?? 0}
        reported={reported.data?.length ?? 0}
        isAdmin={isAdmin}
      />
      {tab === 'pending' ? (
        <PendingTab />
      ) : tab === 'gst-returns' ? (
        isAdmin ? (
          <GstReturnsTab />
        ) : (
          <Navigate to="/invoicing/$tab" params={{ tab: 'pending' }} replace />
        )
      ) : tab === 'reconcile' ? (
        isAdmin ? (
          <ReconcilePage />
        ) : (
          <Navigate to="/invoicing/$tab" params={{ tab: 'pending' }} replace />
        )
      ) : tab === 'reported' ? (
        <ReportedPaymentsTab onChanged={() => void reported.reload()} />
      ) : tab === 'unbilled' ? (
        <UnbilledTab queue={unbilled} />
      ) : tab === 'advances' ? (
        <AdvancesTab />
      ) : tab === 'tds' ? (
        <TdsReceivableTab />
      ) : (
        <InvoicesTab key={tab} tab={tab} />
      )}
    </Stack>
  );
}
