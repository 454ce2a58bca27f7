// The invoice's credit notes (number, date, reason, total, PDF) and, for a sent or done invoice,
// 'Raise credit note': an issued invoice is corrected this way, never reverted or deleted.
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import type { CreditNoteRow, InvoiceRow } from '@practice-desk/contracts';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { useResource } from '../../../../lib/use-resource';
import { creditNotesApi } from '../../api/credit-notes-api';
import { RaiseCreditNoteForm } from './RaiseCreditNoteForm';

export function CreditNotes({ invoice, onRaised }: { invoice: InvoiceRow; onRaised(): void }) {
  const dateFormat = useDateFormat();
  const [raising, setRaising] = useState(false);
  const { data, reload } = useResource(
    () => creditNotesApi.list(invoice.id),
    [invoice.id],
    'Failed to fetch credit notes',
  );
  const notes = data ?? [];
  const issued = invoice.status !== 'Generated';
  const download = (note: CreditNoteRow) =>
    void attempt(() => creditNotesApi.download(note), 'Failed to download the credit note');

  if (!issued && notes.length === 0) return null;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Credit notes
        </Text>
        {issued && !raising && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconReceiptRefund size={14} />}
            onClick={() => setRaising(true)}
          >
            Raise credit note
          </Button>
        )}
      </Group>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No credit notes.
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label="Credit notes">
          <Table.Tbody>
            {notes.map((note) => (
              <Table.Tr key={note.id}>
                <Table.Td>
                  <Anchor component="button" type="button" fz="sm" onClick={() => download(note)}>
                    {note.creditNoteNumber}
                  </Anchor>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {note.reason}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(note.date, dateFormat)}
                </Table.Td>
                <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {rupees(note.totalAmount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {raising && (
        <RaiseCreditNoteForm
          invoice={invoice}
          notes={notes}
          onCancel={() => setRaising(false)}
          onRaised={() => {
            setRaising(false);
            void reload();
            onRaised();
          }}
        />
      )}
    </div>
  );
}
