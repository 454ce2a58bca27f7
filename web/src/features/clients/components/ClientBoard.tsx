// The client's row of the status board, one line per form (and the financial year of its periods:
// an AOC-4 due this year is of last year's accounts) it has items of: each period in the board's
// words and colours; a cell with an item opens it in the filing dialog (record or
// correct its filing), as the board's cells do.
import { Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { BoardAnswer, BoardCell } from '@practice-desk/contracts';
import { BoardCellBadge } from '../../../components/compliance/BoardCellBadge';
import { boardCellDescription } from '../../../lib/compliance/status-look';
import { askForFiling } from '../../../lib/filing-request/filing-request-store';
import { useResource } from '../../../lib/use-resource';
import { clientPageApi } from '../api/client-page-api';

export interface BoardOfForm {
  code: string;
  financialYear: string;
}

interface Props {
  clientId: string;
  clientName: string;
  /** The forms the client has items of, each with the financial year of their periods. */
  forms: BoardOfForm[];
  /** A filing was recorded from a cell. */
  onFiled(): void;
}

export function ClientBoard({ clientId, clientName, forms, onFiled }: Props) {
  const boards = useResource(
    () => Promise.all(forms.map((f) => clientPageApi.board(clientId, f.code, f.financialYear))),
    [clientId, forms.map((f) => `${f.code} ${f.financialYear}`).join(',')],
    'Failed to load the status board',
  );
  const rows = (boards.data ?? []).filter((board) => board.rows.length > 0);
  if (rows.length === 0) return null;
  const open = (board: BoardAnswer, cell: BoardCell) => {
    if (!cell.itemId) return;
    askForFiling({
      target: {
        itemId: cell.itemId,
        code: board.code,
        title: cell.title ?? board.code,
        clientName,
        dueDate: cell.dueDate,
      },
      onFiled: () => {
        void boards.reload();
        onFiled();
      },
    });
  };
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table verticalSpacing={6} fz="sm" withTableBorder aria-label={`Status board of ${clientName}`}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>Status board</Table.Caption>
        <Table.Tbody>
          {rows.map((board) => (
            <Table.Tr key={`${board.code} ${board.financialYear}`}>
              <Table.Th scope="row" w={110} style={{ verticalAlign: 'top' }}>
                {board.code}
                <Text size="xs" c="dimmed" fw={400}>
                  FY {board.financialYear}
                </Text>
              </Table.Th>
              <Table.Td>
                <ul
                  aria-label={`${board.code} FY ${board.financialYear} by period`}
                  style={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 8,
                    listStyle: 'none',
                    margin: 0,
                    padding: 0,
                  }}
                >
                  {board.periods.map((period) => {
                    const cell = board.rows[0]?.cells[period.period];
                    const description = boardCellDescription(cell, period.label);
                    return (
                      <li key={period.period} title={description}>
                        <Stack gap={2} align="flex-start">
                          <Text size="xs" c="dimmed">
                            {period.label}
                          </Text>
                          {cell?.itemId ? (
                            <UnstyledButton
                              aria-label={`${description}. Open ${cell.title ?? board.code}`}
                              onClick={() => open(board, cell)}
                            >
                              <BoardCellBadge cell={cell} />
                            </UnstyledButton>
                          ) : (
                            <BoardCellBadge cell={cell} />
                          )}
                        </Stack>
                      </li>
                    );
                  })}
                </ul>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
