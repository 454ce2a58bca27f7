// Generate (Admin, Team Leader): one task per client, form and period due between two dates (today
// to three months ahead unless changed), for every client or the ones chosen. Running it again
// creates nothing twice; the answer says '{created} created, {existing} already there'.
import { Alert, Button, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ClientRow, GenerateResult } from '@practice-desk/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { toast } from '../../../lib/toast';
import { complianceApi } from '../api/compliance-api';
import { COMPLIANCE_SCREEN } from '../messages';
import { defaultGenerateRange, generatedText, generateRangeProblems } from '../utils/generate-range';

interface Props {
  opened: boolean;
  clients: ClientRow[];
  onClose(): void;
  onGenerated(): void;
}

export function GenerateModal({ opened, clients, onClose, onGenerated }: Props) {
  const [range, setRange] = useState(() => defaultGenerateRange(practiceToday()));
  const [clientIds, setClientIds] = useState<string[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [result, setResult] = useState<GenerateResult | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setRange(defaultGenerateRange(practiceToday()));
    setClientIds([]);
    setProblems({});
    setResult(null);
  }, [opened]);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    const found = generateRangeProblems(range);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setResult(null);
    try {
      const res = await complianceApi.generate({ ...range, ...(clientIds.length ? { clientIds } : {}) });
      setResult(res.data);
      onGenerated();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem))
        toast.error(
          problem.status === 404 || !problem.message ? COMPLIANCE_SCREEN.generateFailed : problem.message,
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="Generate compliance tasks">
      <form onSubmit={generate} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            One task for each client, form and period due between these dates, from the clients' compliance
            profiles. Tasks already generated are not made again.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Due from"
              type="date"
              withAsterisk
              value={range.from}
              error={problems.from}
              onChange={(e) => {
                const from = e.currentTarget.value;
                setRange((r) => ({ ...r, from }));
              }}
            />
            <TextInput
              label="Due to"
              type="date"
              withAsterisk
              value={range.to}
              error={problems.to}
              onChange={(e) => {
                const to = e.currentTarget.value;
                setRange((r) => ({ ...r, to }));
              }}
            />
          </SimpleGrid>
          <MultiSelect
            label="Clients"
            description="Leave empty for every client with a compliance profile"
            placeholder={clientIds.length ? undefined : 'All clients'}
            data={clients.map((c) => ({ value: c.id, label: c.name }))}
            value={clientIds}
            onChange={setClientIds}
            searchable
            clearable
            nothingFoundMessage="No clients found"
          />
          {result && (
            <Alert color="green" variant="light" role="status" title="Generated">
              {generatedText(result)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {result ? 'Close' : 'Cancel'}
            </Button>
            <Button type="submit" loading={busy}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
