// Documents & history: the documents asked of the client through the portal, the filing
// acknowledgements kept for the client this year (to download) and the client's History (every
// change to its details and profile).
import { Anchor, Stack, Title } from '@mantine/core';
import { type CalendarItem, financialYearRange } from '@practice-desk/contracts';
import { HistoryList } from '../../../components/history/HistoryList';
import { downloadFile } from '../../../lib/files';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { useResource } from '../../../lib/use-resource';
import { clientPageApi } from '../api/client-page-api';
import { DocumentRequestsSection } from './DocumentRequestsSection';
import { TabTable } from './TabTable';

const download = (item: CalendarItem) =>
  downloadFile(
    `compliance/items/${item.id}/acknowledgement`,
    {},
    `acknowledgement-${item.code}-${item.period.replace(/\s+/g, '-')}.pdf`,
  );

export function DocumentsTab({ clientId, clientName }: { clientId: string; clientName: string }) {
  const dateFormat = useDateFormat();
  const year = financialYearRange(practiceToday());
  const { data } = useResource(
    () => clientPageApi.calendar(clientId, year.from, year.to),
    [clientId, year.from],
    'Failed to load the acknowledgements',
  );
  return (
    <Stack gap="lg">
      <DocumentRequestsSection clientId={clientId} clientName={clientName} />
      <TabTable<CalendarItem>
        caption={`Acknowledgements ${year.label}`}
        rows={data ? data.items.filter((i) => i.hasAcknowledgement) : null}
        rowKey={(i) => i.id}
        empty="No acknowledgements kept this year."
        minWidth={520}
        columns={[
          { label: 'Form', cell: (i) => i.title },
          { label: 'Period', cell: (i) => i.periodLabel },
          { label: 'Filed on', cell: (i) => (i.filedOn ? formatDate(i.filedOn, dateFormat) : '—') },
          {
            label: 'File',
            cell: (i) => (
              <Anchor component="button" type="button" size="sm" onClick={() => void download(i)}>
                Download
              </Anchor>
            ),
          },
        ]}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          History
        </Title>
        <HistoryList of="clients" id={clientId} />
      </Stack>
    </Stack>
  );
}
