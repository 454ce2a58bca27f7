// The statement's credits, one row each with its match: the best candidate and why (a strong one
// marked), or what deciding it made. Keyboard-first: the selected row has the focus; ↑↓ move,
// Enter accepts, c candidates, s split, a advance, i ignore, u undo (the page runs them).
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { BANK_LINE_STATUS_LABELS, type BankLine } from '@practice-desk/contracts';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { rupees } from '../../../../lib/rupees';
import { candidateTitle, decidedText } from '../utils/line-text';
import { isOpen, type ReviewCommand, reviewCommandOf } from '../utils/review-keys';

const STATUS_COLORS: Record<BankLine['status'], string> = {
  unmatched: 'gray',
  suggested: 'yellow',
  matched: 'green',
  advance: 'teal',
  ignored: 'gray',
};

export function ReviewList({
  lines,
  selected,
  onSelect,
  onCommand,
}: {
  lines: BankLine[];
  selected: number;
  onSelect(index: number): void;
  onCommand(command: ReviewCommand, line: BankLine): void;
}) {
  const dateFormat = useDateFormat();
  const body = useRef<HTMLTableSectionElement>(null);
  const focusWithin = useRef(false);
  // The focus follows the selection once the person is in the list (not on first load), and comes
  // back to the selected row when the list is drawn again after a decision.
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn rows take the focus again.
  useEffect(() => {
    if (!focusWithin.current) return;
    body.current?.querySelector<HTMLElement>(`[data-index="${selected}"]`)?.focus();
  }, [selected, lines]);

  const keyDown = (event: KeyboardEvent, line: BankLine) => {
    if (event.target !== event.currentTarget) return;
    const command = reviewCommandOf(event);
    if (!command) return;
    event.preventDefault();
    onCommand(command, line);
  };

  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Statement credits to reconcile">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Credit and its match</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody
          ref={body}
          onFocus={() => {
            focusWithin.current = true;
          }}
        >
          {lines.map((line, index) => {
            const best = line.candidates[0];
            const open = isOpen(line.status);
            return (
              <Table.Tr
                key={line.id}
                data-index={index}
                data-line={line.id}
                tabIndex={index === selected ? 0 : -1}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={`${formatDate(line.date, dateFormat)}, ${rupees(line.credit)}, ${line.narration}, ${BANK_LINE_STATUS_LABELS[line.status]}`}
                onKeyDown={(event) => keyDown(event, line)}
                onClick={() => onSelect(index)}
                bg={index === selected ? 'var(--mantine-color-blue-0)' : undefined}
                style={{ cursor: 'pointer', outlineOffset: -2 }}
              >
                <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {formatDate(line.date, dateFormat)}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={500}>
                    {line.narration}
                  </Text>
                  {line.reference && (
                    <Text size="xs" c="dimmed">
                      Ref {line.reference}
                    </Text>
                  )}
                  <Group gap={6} mt={4} wrap="wrap">
                    <Badge size="sm" variant="light" color={STATUS_COLORS[line.status]}>
                      {BANK_LINE_STATUS_LABELS[line.status]}
                    </Badge>
                    {open && best?.strong && (
                      <Badge size="sm" color="green" variant="filled">
                        Strong
                      </Badge>
                    )}
                    {open && best && (
                      <Text size="sm">
                        {candidateTitle(best)}
                        {line.candidates.length > 1 && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            (+{line.candidates.length - 1} more)
                          </Text>
                        )}
                      </Text>
                    )}
                    {!open && <Text size="sm">{decidedText(line)}</Text>}
                  </Group>
                  {open && best && (
                    <Text size="xs" c="dimmed">
                      {best.reason}
                    </Text>
                  )}
                  {open && !best && (
                    <Text size="xs" c="dimmed">
                      No candidate: split it over invoices (s), take it as an advance (a) or ignore it (i)
                    </Text>
                  )}
                  <Group gap={4} mt={6} wrap="wrap">
                    {open && best && (
                      <Button size="compact-xs" tabIndex={-1} onClick={() => onCommand('accept', line)}>
                        Accept
                      </Button>
                    )}
                    {open && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        tabIndex={-1}
                        onClick={() => onCommand('candidates', line)}
                      >
                        More…
                      </Button>
                    )}
                    {!open && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        tabIndex={-1}
                        onClick={() => onCommand('undo', line)}
                      >
                        Undo
                      </Button>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {rupees(line.credit)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
