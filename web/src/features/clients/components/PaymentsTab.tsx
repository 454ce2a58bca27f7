// Payments & advances: the client's statement of account (invoices, payments, TDS, advances and
// credit notes) with the balance after each entry, and the advances still to be adjusted.
import { Stack, Text } from '@mantine/core';
import {
  type AdvanceRow,
  paiseOf,
  STATEMENT_ENTRY_LABELS,
  type StatementEntry,
} from '@practice-desk/contracts';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { rupees } from '../../../lib/rupees';
import { useResource } from '../../../lib/use-resource';
import { clientPageApi } from '../api/client-page-api';
import { TabTable } from './TabTable';

/** The whole history of the account: the statement from before any practice used the app. */
const SINCE = '2000-04-01';

export function PaymentsTab({ clientId }: { clientId: string }) {
  const dateFormat = useDateFormat();
  const today = practiceToday();
  const statement = useResource(
    () => clientPageApi.statement(clientId, SINCE, today),
    [clientId, today],
    'Failed to load the statement',
  );
  const advances = useResource(() => clientPageApi.advances(clientId), [clientId], 'Failed to load advances');
  const money = (amount: StatementEntry['debit']) => (paiseOf(amount) === 0 ? '' : rupees(amount));
  return (
    <Stack gap="md">
      <TabTable<StatementEntry & { key: string }>
        caption="Statement of account (running balance)"
        rows={statement.data?.entries.map((e, index) => ({ ...e, key: `${index}` })) ?? null}
        rowKey={(e) => e.key}
        empty="Nothing invoiced or received yet."
        minWidth={720}
        columns={[
          { label: 'Date', cell: (e) => formatDate(e.date, dateFormat) },
          { label: 'Entry', cell: (e) => STATEMENT_ENTRY_LABELS[e.kind] },
          { label: 'Reference', cell: (e) => e.reference },
          { label: 'Debit', cell: (e) => money(e.debit), numeric: true },
          { label: 'Credit', cell: (e) => money(e.credit), numeric: true },
          { label: 'Balance', cell: (e) => rupees(e.balance), numeric: true },
        ]}
      />
      {statement.data && (
        <Text size="sm" fw={600}>
          Balance due: {rupees(statement.data.closing)}
        </Text>
      )}
      <TabTable<AdvanceRow>
        caption="Advances received"
        rows={advances.data?.advances ?? null}
        rowKey={(a) => a.id}
        empty="No advances received."
        columns={[
          { label: 'Voucher', cell: (a) => a.voucherNumber },
          { label: 'Date', cell: (a) => formatDate(a.date, dateFormat) },
          { label: 'Mode', cell: (a) => a.mode },
          { label: 'Amount', cell: (a) => rupees(a.amount), numeric: true },
          { label: 'Not yet adjusted', cell: (a) => rupees(a.unadjustedAmount), numeric: true },
        ]}
      />
    </Stack>
  );
}
