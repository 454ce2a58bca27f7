// The picker of the client, task, sub-task, people, priority and frequency cells. Typing on a
// cell opens it with that letter already searched; the grid saves on Enter, Tab or blur.
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useCallback, useMemo } from 'react';
import type { PickOption } from './option-match';
import { PickList } from './PickList';

export interface OptionEditorParams {
  options(data: unknown): PickOption[];
  freeText?: boolean;
  placeholder?: string;
  emptyText?: string;
}

export function OptionEditor(props: CustomCellEditorProps & OptionEditorParams) {
  const { onValueChange, initialValue, stopEditing } = props;
  const options = useMemo(() => props.options(props.data), [props.options, props.data]);
  const onHighlight = useCallback(
    (option: PickOption | undefined) => onValueChange(option ? option.value : initialValue),
    [onValueChange, initialValue],
  );
  return (
    <PickList
      options={options}
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
