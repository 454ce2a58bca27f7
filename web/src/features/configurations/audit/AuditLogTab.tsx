// Configurations → Audit log (Admin): who changed what and when across the practice, newest
// first, with filters, "Show more" paging and Export to Excel of what the filters select.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type AuditFilterParams, historyApi } from '../../../components/history/history-api';
import { useAuditPages } from '../../../components/history/use-audit-pages';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { configApi } from '../../../lib/config-api';
import { toast } from '../../../lib/toast';
import { ConfigHeader } from '../components/ConfigHeader';
import { AuditFilters, sentFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';

export function AuditLogTab() {
  const [filters, setFilters] = useState<AuditFilterParams>({});
  const [debounced] = useDebouncedValue(sentFilters(filters), 400);
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  const [exporting, setExporting] = useState(false);
  const { entries, loading, hasMore, more } = useAuditPages(
    (cursor) => historyApi.log(debounced, cursor),
    JSON.stringify(debounced),
  );

  useEffect(() => {
    configApi
      .users()
      .then(({ users }) => setPeople(users.map((u) => ({ value: u.id, label: u.name }))))
      .catch(() => undefined);
  }, []);

  const exportLog = async () => {
    setExporting(true);
    try {
      await historyApi.exportLog(sentFilters(filters));
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to export the audit log');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <ConfigHeader title="Audit log">
        <Button leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportLog()}>
          Export to Excel
        </Button>
      </ConfigHeader>
      <AuditFilters filters={filters} people={people} onChange={setFilters} />
      <AuditTable entries={entries} />
      {entries.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {loading ? 'Loading the audit log...' : 'No changes match these filters'}
        </Text>
      )}
      {hasMore && (
        <Group justify="center">
          <Button variant="default" loading={loading} onClick={() => void more()}>
            Show more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
