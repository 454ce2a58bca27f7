// The picker of the client, task, sub-task, people, priority and frequency cells. Typing on a
// cell opens it with that letter already searched; the grid saves on Enter, Tab or blur.
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useCallback, useMemo } from 'react';
import { cellKey } from '../../../components/grid/edit-guard';
import { useNewRowsStore } from '../states/new-rows-store';
import type { PickOption } from './option-match';
import { PickList } from './PickList';
import { type GridRow, isDraft } from './row-id';

export interface OptionEditorParams {
  options(data: unknown): PickOption[];
  freeText?: boolean;
  placeholder?: string;
  emptyText?: string;
}

export function OptionEditor(props: CustomCellEditorProps & OptionEditorParams) {
  const { onValueChange, initialValue, stopEditing } = props;
  // An unsaved row's other cells may change while this opens (its task saved on Tab): options
  // are read from the row as it is now.
  const drafts = useNewRowsStore((s) => s.rows);
  const options = useMemo(() => {
    const row = props.data as GridRow | undefined;
    const latest = isDraft(row) ? (drafts.find((d) => d.draftId === row.draftId) ?? row) : row;
    return props.options(latest);
  }, [props.options, props.data, drafts]);
  const onHighlight = useCallback(
    (option: PickOption | undefined) => onValueChange(option ? option.value : initialValue),
    [onValueChange, initialValue],
  );
  return (
    <PickList
      options={options}
      cell={cellKey(props.node, props.column)}
      current={initialValue as string | null}
      initialTyped={props.eventKey?.length === 1 ? props.eventKey : ''}
      freeText={props.freeText}
      placeholder={props.placeholder ?? 'Search...'}
      emptyText={props.emptyText ?? 'No options'}
      label={props.colDef?.headerName ?? 'Options'}
      onHighlight={onHighlight}
      onPick={(option) => {
        onValueChange(option.value);
        setTimeout(() => stopEditing(), 0);
      }}
    />
  );
}
