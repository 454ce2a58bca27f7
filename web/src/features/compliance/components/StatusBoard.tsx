// The status board: one form in one financial year, clients down, periods across, each cell in
// words and colour ('Filed 12 Nov', 'Filed late', 'Open', 'Overdue', 'Not generated', '—'), the
// client column staying in view while a phone scrolls sideways. A cell with an item opens it: the
// filing dialog records (or corrects) its filing. Cells not filed yet can be ticked and marked
// filed together; 'Waiting on client' keeps the clients whose documents are awaited. Exportable
// as .xlsx.
import { Chip, Group, Loader, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { BoardAnswer, BoardCell } from '@practice-desk/contracts';
import { useState } from 'react';
import { ClientLink } from '../../../components/clients/ClientLink';
import { BoardCellBadge } from '../../../components/compliance/BoardCellBadge';
import { boardCellDescription } from '../../../lib/compliance/status-look';
import type { FilingTarget } from '../../../lib/filing-request/task-compliance';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { complianceApi } from '../api/compliance-api';
import { useAnswer } from '../hooks/use-answer';
import { COMPLIANCE_SCREEN } from '../messages';
import { useComplianceViewStore } from '../states/compliance-view-store';
import { boardQuery } from '../utils/calendar-query';
import { financialYearOptions, formOptions } from '../utils/form-options';
import { BoardCellSelect, type BoardSelection, BoardSelectionBar, useBoardSelection } from './BoardSelection';
import { ExportButton } from './ExportButton';
import { FilingModal } from './FilingModal';
import { LoadProblem } from './LoadProblem';
import classes from './StatusBoard.module.css';

export function StatusBoard() {
  const code = useComplianceViewStore((s) => s.boardCode);
  const year = useComplianceViewStore((s) => s.boardYear);
  const choose = useComplianceViewStore((s) => s.chooseBoard);
  const [waitingOnly, setWaitingOnly] = useState(false);
  const query = boardQuery(code, year, waitingOnly);
  const { data, loading, error, reload } = useAnswer(
    query ? () => complianceApi.board(query) : null,
    query ? JSON.stringify(query) : null,
    COMPLIANCE_SCREEN.boardFailed,
  );
  const today = practiceToday();
  const forms = formOptions(year ?? '');
  const formName = forms.find((f) => f.value === code)?.label ?? code ?? '';
  const [filing, setFiling] = useState<FilingTarget | null>(null);
  const selection = useBoardSelection();

  return (
    <Stack gap="sm" className={classes.board}>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end" className={classes.choices}>
          <Select
            label="Form"
            searchable
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
            data={forms}
            value={code}
            onChange={(boardCode) => choose({ boardCode })}
          />
          <Select
            label="Financial year"
            allowDeselect={false}
            w={{ base: '100%', xs: 160 }}
            data={financialYearOptions(today)}
            value={year}
            onChange={(boardYear) => choose({ boardYear })}
          />
          <Chip checked={waitingOnly} onChange={setWaitingOnly} mb={6}>
            Waiting on client
          </Chip>
        </Group>
        <BoardSelectionBar selection={selection} onFiled={() => void reload()} />
        <ExportButton
          disabled={!query}
          run={() => (query ? complianceApi.exportBoard(query) : Promise.resolve(''))}
        />
      </Group>
      {error ? (
        <LoadProblem title="Status board not loaded" message={error} onRetry={() => void reload()} />
      ) : loading && !data ? (
        <Loader size="sm" role="status" aria-label="Loading the status board" />
      ) : !data || data.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {COMPLIANCE_SCREEN.noBoardRows}
        </Text>
      ) : (
        <BoardTable board={data} formName={formName} onOpen={setFiling} selection={selection} />
      )}
      <FilingModal
        target={filing}
        onClose={() => setFiling(null)}
        onFiled={() => {
          setFiling(null);
          void reload();
        }}
      />
    </Stack>
  );
}

/** What the filing dialog needs of a cell's item; null for a cell without one (or not the caller's). */
function targetOf(board: BoardAnswer, clientName: string, cell: BoardCell | undefined): FilingTarget | null {
  if (!cell?.itemId) return null;
  return {
    itemId: cell.itemId,
    code: board.code,
    title: cell.title ?? board.code,
    clientName,
    dueDate: cell.dueDate,
  };
}

function BoardTable({
  board,
  formName,
  onOpen,
  selection,
}: {
  board: BoardAnswer;
  formName: string;
  onOpen(target: FilingTarget): void;
  selection: BoardSelection;
}) {
  return (
    // Focusable so a keyboard can scroll it sideways on a phone.
    <Table.ScrollContainer
      className={classes.scroller}
      minWidth={Math.max(480, 180 + board.periods.length * 96)}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`Status board of ${formName}`}
    >
      <Table className={classes.table} verticalSpacing={6} fz="sm" withTableBorder highlightOnHover>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          {formName} for FY {board.financialYear}: {board.rows.length} clients
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.client} scope="col">
              Client
            </Table.Th>
            {board.periods.map((period) => (
              <Table.Th key={period.period} scope="col" className={classes.cell}>
                {period.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {board.rows.map((row) => (
            <Table.Tr key={row.clientId}>
              <Table.Th scope="row" className={classes.client} fw={500}>
                <ClientLink id={row.clientId} name={row.clientName} fw={500} />
              </Table.Th>
              {board.periods.map((period) => {
                const cell = row.cells[period.period];
                const status = cell?.status ?? 'not-applicable';
                const description = boardCellDescription(cell, period.label);
                const target = targetOf(board, row.clientName, cell);
                const badge = <BoardCellBadge cell={cell} />;
                return (
                  <Table.Td key={period.period} className={classes.cell} title={description}>
                    {status === 'not-applicable' ? (
                      badge
                    ) : (
                      <Group gap={4} wrap="nowrap">
                        {target && (status === 'open' || status === 'overdue') && (
                          <BoardCellSelect
                            selection={selection}
                            target={{ ...target, title: `${formName} – ${period.label}` }}
                          />
                        )}
                        {target ? (
                          <UnstyledButton
                            className={classes.open}
                            aria-label={`${description}. Open ${target.title} for ${row.clientName}`}
                            onClick={() => onOpen(target)}
                          >
                            {badge}
                          </UnstyledButton>
                        ) : (
                          badge
                        )}
                      </Group>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
