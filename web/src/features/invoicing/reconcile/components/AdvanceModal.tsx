// Take a credit as an advance from a client: a receipt voucher of the line's date for the whole
// amount (adjusted against the client's next invoice).
import { Button, Group, Stack, Text } from '@mantine/core';
import type { BankLine, ClientRow } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { ClientSelect } from '../../../../components/ClientSelect';
import { rupees } from '../../../../lib/rupees';

export function AdvanceModal({
  line,
  clients,
  busy,
  onClose,
  onAdvance,
}: {
  line: BankLine | null;
  clients: ClientRow[];
  busy: boolean;
  onClose(): void;
  onAdvance(clientId: string): void;
}) {
  // The client the person chose; until they do, the one the narration named.
  const [chosen, setChosen] = useState<string | null>(null);
  const named = line?.candidates.find((c) => c.clientId)?.clientId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: nothing chosen yet for each new line.
  useEffect(() => setChosen(null), [line?.id]);
  const clientId = chosen ?? named;
  return (
    <AppModal opened={line !== null} onClose={onClose} title={`Advance · ${rupees(line?.credit)}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (clientId) onAdvance(clientId);
        }}
      >
        <Stack>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {line?.narration}
          </Text>
          {/* A client already named: the focus waits on the button (Enter records); none: on the list. */}
          <ClientSelect
            clients={clients}
            value={clientId}
            onChange={setChosen}
            data-autofocus={named ? undefined : true}
          />
          <Text size="xs" c="dimmed">
            A receipt voucher is made for the whole credit, dated {line?.date}, with the GST in it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={busy}
              disabled={!clientId}
              data-autofocus={named ? true : undefined}
            >
              Take as advance
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
