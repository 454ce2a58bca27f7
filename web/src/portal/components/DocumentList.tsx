// Receipts and credit notes, each with its PDF: a receipt for every payment the practice recorded
// (with the TDS the client deducted), a credit note for every amount it took off an invoice. An
// empty kind says so when `empty` words are given, and is left out otherwise.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  invoiceFileName,
  type PortalCreditNoteRow,
  type PortalReceiptRow,
  paiseOf,
} from '@practice-desk/contracts';
import type { ReactNode } from 'react';
import { portalDate, rupees } from '../lib/format';
import { DownloadButton } from './DownloadButton';

function Row({ title, lines, download }: { title: string; lines: ReactNode[]; download: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 180px' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one row.
            <Text key={i} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Stack>
        {download}
      </Group>
    </Paper>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function DocumentList({
  receipts,
  creditNotes,
  empty,
}: {
  receipts: PortalReceiptRow[];
  creditNotes: PortalCreditNoteRow[];
  empty?: { receipts: string; creditNotes: string };
}) {
  return (
    <>
      {(receipts.length > 0 || empty) && (
        <Section id="receipts" title="Receipts">
          {receipts.length === 0 && (
            <Text size="sm" c="dimmed">
              {empty?.receipts}
            </Text>
          )}
          {receipts.map((r) => (
            <Row
              key={r.id}
              title={`${rupees(r.amount)} · ${portalDate(r.date)}`}
              lines={[
                `Receipt ${r.receiptNumber} for invoice ${r.invoiceNumber}`,
                `${r.mode}${r.reference ? ` · ${r.reference}` : ''}${paiseOf(r.tds) > 0 ? ` · TDS ${rupees(r.tds)}` : ''}`,
              ]}
              download={
                <DownloadButton
                  path={`receipts/${r.id}/pdf`}
                  fileName={invoiceFileName(r.receiptNumber)}
                  label="Download PDF"
                  ariaLabel={`Download PDF of receipt ${r.receiptNumber}`}
                />
              }
            />
          ))}
        </Section>
      )}
      {(creditNotes.length > 0 || empty) && (
        <Section id="credit-notes" title="Credit notes">
          {creditNotes.length === 0 && (
            <Text size="sm" c="dimmed">
              {empty?.creditNotes}
            </Text>
          )}
          {creditNotes.map((n) => (
            <Row
              key={n.id}
              title={`${rupees(n.amount)} · ${portalDate(n.date)}`}
              lines={[`Credit note ${n.number} on invoice ${n.invoiceNumber}`, n.reason]}
              download={
                <DownloadButton
                  path={`credit-notes/${n.id}/pdf`}
                  fileName={invoiceFileName(n.number)}
                  label="Download PDF"
                  ariaLabel={`Download PDF of credit note ${n.number}`}
                />
              }
            />
          ))}
        </Section>
      )}
    </>
  );
}
