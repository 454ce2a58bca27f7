// Compliance: the client's row of the status board (its filings by period, per form) beside its
// calendar items of the current financial year (due, status, filing), read from the compliance
// calendar and board filtered to this client.
import { Anchor, Stack, Text } from '@mantine/core';
import {
  type CalendarItem,
  COMPLIANCE_STATUS_LABELS,
  financialYearOfPeriod,
  financialYearRange,
} from '@practice-desk/contracts';
import { Link } from '@tanstack/react-router';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { useResource } from '../../../lib/use-resource';
import { clientPageApi } from '../api/client-page-api';
import { type BoardOfForm, ClientBoard } from './ClientBoard';
import { TabTable } from './TabTable';

/** Each form of the items with the financial year of its periods, once, by form then year. */
function boardsOf(items: CalendarItem[]): BoardOfForm[] {
  const keys = new Set(items.map((item) => `${item.code}|${financialYearOfPeriod(item.period) ?? ''}`));
  return [...keys]
    .map((key) => {
      const [code = '', financialYear = ''] = key.split('|');
      return { code, financialYear };
    })
    .filter((form) => form.financialYear !== '')
    .sort((a, b) => a.code.localeCompare(b.code) || a.financialYear.localeCompare(b.financialYear));
}

export function ComplianceTab({ clientId, clientName }: { clientId: string; clientName: string }) {
  const dateFormat = useDateFormat();
  const year = financialYearRange(practiceToday());
  const { data, reload } = useResource(
    () => clientPageApi.calendar(clientId, year.from, year.to),
    [clientId, year.from],
    'Failed to load the compliance calendar',
  );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Financial year {year.label}.{' '}
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/compliance/$tab" params={{ tab: 'calendar' }} />}
        >
          Open the compliance calendar
        </Anchor>
      </Text>
      {data && data.items.length > 0 && (
        <ClientBoard
          clientId={clientId}
          clientName={clientName}
          forms={boardsOf(data.items)}
          onFiled={() => void reload()}
        />
      )}
      <TabTable<CalendarItem>
        caption={`Compliance items ${year.label}`}
        rows={data ? [...data.items].sort((a, b) => a.dueDate.localeCompare(b.dueDate)) : null}
        rowKey={(item) => item.id}
        empty="No compliance items this year. Add a compliance profile with Edit profile."
        columns={[
          { label: 'Form', cell: (i) => i.title },
          { label: 'Period', cell: (i) => i.periodLabel },
          { label: 'Due date', cell: (i) => formatDate(i.dueDate, dateFormat) },
          { label: 'Status', cell: (i) => COMPLIANCE_STATUS_LABELS[i.status] },
          { label: 'Filed on', cell: (i) => (i.filedOn ? formatDate(i.filedOn, dateFormat) : '—') },
          { label: 'ARN', cell: (i) => i.arn ?? '—' },
        ]}
      />
    </Stack>
  );
}
