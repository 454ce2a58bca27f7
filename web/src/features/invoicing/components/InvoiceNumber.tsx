// An invoice's number, or 'Draft' for a retainer's draft that is numbered when it is issued.

import { Text, type TextProps } from '@mantine/core';
import { shownInvoiceNumber } from '@practice-desk/contracts';

export function InvoiceNumber({
  invoiceNumber,
  fw = 600,
}: {
  invoiceNumber: string | null;
  fw?: TextProps['fw'];
}) {
  if (invoiceNumber === null)
    return (
      <Text size="sm" fw={fw} c="dimmed" fs="italic" title="Numbered when it is sent or marked sent">
        {shownInvoiceNumber(null)}
      </Text>
    );
  return (
    <Text size="sm" fw={fw} style={{ whiteSpace: 'nowrap' }}>
      {invoiceNumber}
    </Text>
  );
}
