// Invoices: every invoice of the client the person may see, newest first, with what is still owed.
import { type InvoiceRow, paiseOf } from '@practice-desk/contracts';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { rupees } from '../../../lib/rupees';
import { useResource } from '../../../lib/use-resource';
import { clientPageApi } from '../api/client-page-api';
import { TabTable } from './TabTable';

export function InvoicesTab({ clientId }: { clientId: string }) {
  const dateFormat = useDateFormat();
  const { data } = useResource(() => clientPageApi.invoices(clientId), [clientId], 'Failed to load invoices');
  return (
    <TabTable<InvoiceRow>
      caption="Invoices"
      rows={data?.invoices ?? null}
      rowKey={(i) => i.id}
      empty="No invoices yet."
      minWidth={760}
      columns={[
        { label: 'Invoice no.', cell: (i) => i.invoiceNumber },
        { label: 'Date', cell: (i) => formatDate(i.generatedDate, dateFormat) },
        { label: 'Due date', cell: (i) => formatDate(i.dueDate, dateFormat) },
        { label: 'Total', cell: (i) => rupees(i.totalAmount), numeric: true },
        { label: 'Paid', cell: (i) => rupees(i.paidAmount), numeric: true },
        {
          label: 'Balance',
          cell: (i) => (paiseOf(i.balance) > 0 ? rupees(i.balance) : '—'),
          numeric: true,
        },
        { label: 'Status', cell: (i) => i.status },
      ]}
    />
  );
}
