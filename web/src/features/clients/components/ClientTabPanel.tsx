// The content of one tab of the client page.
import type { ClientDetail, ClientPageTab, ClientSummary } from '@practice-desk/contracts';
import { ComplianceTab } from './ComplianceTab';
import { DocumentsTab } from './DocumentsTab';
import { InvoicesTab } from './InvoicesTab';
import { PaymentsTab } from './PaymentsTab';
import { ProfileTab } from './ProfileTab';
import { TasksTab } from './TasksTab';
import { TimeTab } from './TimeTab';

export function ClientTabPanel({
  tab,
  client,
  summary,
  version,
}: {
  tab: ClientPageTab;
  client: ClientDetail;
  summary: ClientSummary;
  version: number;
}) {
  switch (tab) {
    case 'profile':
      return <ProfileTab client={client} />;
    case 'compliance':
      return <ComplianceTab clientId={client.id} clientName={client.name} />;
    case 'tasks':
      return <TasksTab clientId={client.id} version={version} />;
    case 'time':
      return <TimeTab clientId={client.id} summary={summary} />;
    case 'invoices':
      return <InvoicesTab clientId={client.id} />;
    case 'payments':
      return <PaymentsTab clientId={client.id} />;
    case 'documents':
      return <DocumentsTab clientId={client.id} clientName={client.name} />;
  }
}
