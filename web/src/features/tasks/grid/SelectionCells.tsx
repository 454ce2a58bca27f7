// The serial column's header: it ticks every loaded row, with the indeterminate state when only
// some are ticked (each row's box is SerialCell).
import type { CustomHeaderProps } from 'ag-grid-react';
import { useEffect, useState } from 'react';
import { useSelectionStore } from '../states/selection-store';
import { type GridRow, rowKey } from './row-id';
import classes from './TaskGrid.module.css';

/** Every row loaded in the grid (drafts on top), for select-all. */
export function loadedKeys(api: CustomHeaderProps['api']): string[] {
  const keys: string[] = [];
  for (let i = 0; i < api.getPinnedTopRowCount(); i++) {
    const data = api.getPinnedTopRow(i)?.data as GridRow | undefined;
    if (data) keys.push(rowKey(data));
  }
  api.forEachNode((node) => {
    const data = node.data as GridRow | undefined;
    if (data) keys.push(rowKey(data));
  });
  return keys;
}

/** Ticks every loaded row; rows still loading (a refresh just asked for them) are ticked as they
 * arrive, so select-all pressed right after a refresh is not lost. */
export function tickAllLoaded(api: CustomHeaderProps['api']) {
  const tick = () => useSelectionStore.getState().tickPage(loadedKeys(api), true);
  const loading = () => {
    let stub = false;
    api.forEachNode((node) => {
      if (!node.data) stub = true;
    });
    return stub;
  };
  tick();
  if (!loading()) return;
  const whenLoaded = () => {
    if (api.isDestroyed()) return;
    if (loading()) return;
    api.removeEventListener('modelUpdated', whenLoaded);
    tick();
  };
  api.addEventListener('modelUpdated', whenLoaded);
}

export function SerialHeader(props: CustomHeaderProps) {
  const ids = useSelectionStore((s) => s.ids);
  const tickPage = useSelectionStore((s) => s.tickPage);
  const [loaded, setLoaded] = useState<string[]>([]);
  useEffect(() => {
    const refresh = () => setLoaded(loadedKeys(props.api));
    refresh();
    props.api.addEventListener('modelUpdated', refresh);
    return () => {
      if (!props.api.isDestroyed()) props.api.removeEventListener('modelUpdated', refresh);
    };
  }, [props.api]);
  const ticked = loaded.filter((key) => ids.has(key)).length;
  const allInView = useSelectionStore((s) => s.allInView);
  const all = allInView || (loaded.length > 0 && ticked === loaded.length);
  return (
    <div className={classes.serial}>
      <input
        type="checkbox"
        className={classes.tick}
        aria-label="Select all rows"
        checked={all}
        data-indeterminate={ticked > 0 && !all}
        ref={(input) => {
          if (input) input.indeterminate = ticked > 0 && !all;
        }}
        // Ticking waits for rows still loading (a search just sent); unticking takes what is there.
        onChange={() => (all ? tickPage(loadedKeys(props.api), false) : tickAllLoaded(props.api))}
      />
      <span>#</span>
    </div>
  );
}
