// GST returns (Admin): the GSTR-1 of a month (or a QRMP quarter) from the practice's issued
// invoices and credit notes — summary per section, 'Download JSON' for the GST portal, 'Download
// Excel' for review, and 'Mark as filed', which locks the period's invoices.
import { Alert, Badge, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import type { Gstr1Answer } from '@practice-desk/contracts';
import { IconDownload, IconFileSpreadsheet, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { practiceToday } from '../../../../lib/preferences/utils/practice-today';
import { attempt } from '../../../../lib/report-failure';
import { toast } from '../../../../lib/toast';
import { useResource } from '../../../../lib/use-resource';
import { gstApi } from '../../api/gst-api';
import { gstPeriodOptions } from '../../utils/gst-periods';
import { Gstr1SummaryTable } from './Gstr1SummaryTable';
import { MarkFiledModal } from './MarkFiledModal';

const today = practiceToday;

export function GstReturnsTab() {
  const dateFormat = useDateFormat();
  const frequency = useResource(() => gstApi.quarterly(), [], 'Failed to load invoice settings');
  const quarterly = frequency.data;
  const options = quarterly === null ? [] : gstPeriodOptions(today(), quarterly);
  const [chosen, setChosen] = useState<string | null>(null);
  const period = chosen ?? options[0]?.value ?? null;
  const gstr1 = useResource<Gstr1Answer | null>(
    () => (period ? gstApi.gstr1(period) : Promise.resolve(null)),
    [period],
    'Failed to load GSTR-1',
  );
  const [marking, setMarking] = useState(false);
  const [busy, setBusy] = useState(false);
  const answer = gstr1.data?.period === period ? gstr1.data : null;

  const download = async (format: 'json' | 'xlsx') => {
    if (!period) return;
    const name = await attempt(() => gstApi.download(period, format), 'Failed to download GSTR-1');
    if (name) toast.success(`Downloaded ${name}`);
  };
  const markFiled = async (values: { filedOn: string; arn: string | null }) => {
    if (!period) return;
    setBusy(true);
    const res = await attempt(() => gstApi.markFiled({ period, ...values }), 'Failed to mark as filed');
    setBusy(false);
    if (!res) return;
    toast.success(res.message ?? 'Marked as filed');
    setMarking(false);
    void gstr1.reload();
  };
  const undo = async () => {
    if (!period) return;
    const res = await attempt(() => gstApi.undoFiled(period), 'Failed to undo the filing mark');
    if (res) {
      toast.success(res.message ?? 'Filing mark removed');
      void gstr1.reload();
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={quarterly ? 'Quarter (QRMP)' : 'Month'}
          data={options}
          value={period}
          onChange={setChosen}
          allowDeselect={false}
          w={220}
        />
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!answer}
            onClick={() => void download('json')}
          >
            Download JSON
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            disabled={!answer}
            onClick={() => void download('xlsx')}
          >
            Download Excel
          </Button>
          {answer?.filing ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconLockOpen size={16} />}
              onClick={() => void undo()}
            >
              Undo filing mark
            </Button>
          ) : (
            <Button leftSection={<IconLock size={16} />} disabled={!answer} onClick={() => setMarking(true)}>
              Mark as filed
            </Button>
          )}
        </Group>
      </Group>
      {answer?.filing ? (
        <Alert color="teal" icon={<IconLock size={18} />} title={`GSTR-1 for ${answer.label} filed`}>
          Filed on {formatDate(answer.filing.filedOn, dateFormat)}
          {answer.filing.arn ? `, ARN ${answer.filing.arn}` : ''} (marked by {answer.filing.markedBy ?? '—'}).
          Invoices of this period are locked.
        </Alert>
      ) : null}
      {answer ? (
        <>
          <Group gap="xs">
            <Text fw={600}>GSTR-1 · {answer.label}</Text>
            <Badge variant="light">GSTIN {answer.return.gstin}</Badge>
            <Badge variant="light" color="gray">
              {answer.frequency === 'quarterly' ? 'Quarterly (QRMP)' : 'Monthly'}
            </Badge>
          </Group>
          <Gstr1SummaryTable answer={answer} />
          <Text size="xs" c="dimmed">
            Only invoices sent or done are reported; drafts (Generated) are not issued yet. Reimbursements
            paid as a pure agent (Rule 33) are outside the value of supply. An advance set off against a draft
            is reported as adjusted (11B) in the month the invoice is sent.
          </Text>
        </>
      ) : gstr1.loading || frequency.loading ? (
        <Loader size="sm" />
      ) : null}
      {answer ? (
        <MarkFiledModal
          key={`${period}-${marking}`}
          opened={marking}
          label={answer.label}
          today={today()}
          busy={busy}
          onClose={() => setMarking(false)}
          onSubmit={(values) => void markFiled(values)}
        />
      ) : null}
    </Stack>
  );
}
