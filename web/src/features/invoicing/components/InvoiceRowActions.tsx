// An invoice row's actions: View, then Download PDF, Issue, Send, Record payment, Mark done and Revert
// as far as the invoice's lifecycle still allows them.
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { InvoiceRow } from '@practice-desk/contracts';
import {
  IconArrowBackUp,
  IconCash,
  IconCircleCheck,
  IconDownload,
  IconEye,
  IconFileCheck,
  IconSend,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { invoiceActions } from '../utils/invoice-actions';

export type InvoiceAction = 'view' | 'download' | 'issue' | 'send' | 'pay' | 'done' | 'revert';

function Icon({
  label,
  color,
  loading,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  loading?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={label} loading={loading} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function InvoiceRowActions({
  invoice,
  downloading,
  onAction,
}: {
  invoice: InvoiceRow;
  downloading: boolean;
  onAction(action: InvoiceAction): void;
}) {
  const can = invoiceActions(invoice);
  return (
    <Group gap={2} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEye size={14} />}
        mr={4}
        onClick={() => onAction('view')}
      >
        View
      </Button>
      <Icon label="Download PDF" loading={downloading} onClick={() => onAction('download')}>
        <IconDownload size={18} />
      </Icon>
      {can.issue && (
        <Icon label="Issue (takes the next number)" color="blue" onClick={() => onAction('issue')}>
          <IconFileCheck size={18} />
        </Icon>
      )}
      {can.send && (
        <Icon label={invoice.sentAt ? 'Send again' : 'Send'} onClick={() => onAction('send')}>
          <IconSend size={18} />
        </Icon>
      )}
      {can.recordPayment && (
        <Icon label="Record payment" color="teal" onClick={() => onAction('pay')}>
          <IconCash size={18} />
        </Icon>
      )}
      {can.markDone && (
        <Icon label="Mark done" color="green" onClick={() => onAction('done')}>
          <IconCircleCheck size={18} />
        </Icon>
      )}
      {can.revert && (
        <Icon label="Revert to pending" color="red" onClick={() => onAction('revert')}>
          <IconArrowBackUp size={18} />
        </Icon>
      )}
    </Group>
  );
}
