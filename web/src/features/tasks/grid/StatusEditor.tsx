// The status cell: any status, any time. Help Required asks who should help in a second list
// ('Search users...', 'No users found'); any other status clears that person.
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useCallback, useMemo, useState } from 'react';
import { cellKey } from '../../../components/grid/edit-guard';
import type { StatusChoice } from './cell-values';
import type { PickOption } from './option-match';
import { PickList } from './PickList';

export interface StatusEditorParams {
  statuses(): (PickOption & { helpRequired: boolean })[];
  people(): PickOption[];
}

export function StatusEditor(props: CustomCellEditorProps<unknown, StatusChoice> & StatusEditorParams) {
  const { onValueChange, stopEditing } = props;
  const initial = props.initialValue ?? null;
  const cell = cellKey(props.node, props.column);
  const statuses = useMemo(() => props.statuses(), [props.statuses]);
  const people = useMemo(() => props.people(), [props.people]);
  const [helpStatus, setHelpStatus] = useState<string | null>(null);
  const isHelp = (option: PickOption | undefined) =>
    Boolean(option && statuses.find((s) => s.value === option.value)?.helpRequired);

  const onStatusHighlight = useCallback(
    (option: PickOption | undefined) => {
      if (!option || statuses.find((s) => s.value === option.value)?.helpRequired) {
        onValueChange(initial);
      } else {
        onValueChange({ status: option.value ?? '', helpRequiredUser: null });
      }
    },
    [statuses, onValueChange, initial],
  );
  const onPersonHighlight = useCallback(
    (option: PickOption | undefined) =>
      onValueChange(option && helpStatus ? { status: helpStatus, helpRequiredUser: option.value } : initial),
    [helpStatus, onValueChange, initial],
  );

  if (helpStatus) {
    return (
      <PickList
        key="people"
        eager
        options={people}
        cell={cell}
        current={initial?.helpRequiredUser}
        placeholder="Search users..."
        emptyText="No users found"
        label="Help required from"
        onHighlight={onPersonHighlight}
        onPick={(option) => {
          onValueChange({ status: helpStatus, helpRequiredUser: option.value });
          setTimeout(() => stopEditing(), 0);
        }}
      />
    );
  }
  return (
    <PickList
      key="statuses"
      options={statuses}
      cell={cell}
      current={initial?.status}
      initialTyped={props.eventKey?.length === 1 ? props.eventKey : ''}
      placeholder="Search statuses..."
      emptyText="No statuses found"
      label="Status"
      onHighlight={onStatusHighlight}
      onEnter={(option) => {
        if (!isHelp(option)) return false;
        setHelpStatus(option?.value ?? null);
        return true;
      }}
      onPick={(option) => {
        if (isHelp(option)) {
          setHelpStatus(option.value);
          return;
        }
        onValueChange({ status: option.value ?? '', helpRequiredUser: null });
        setTimeout(() => stopEditing(), 0);
      }}
    />
  );
}
