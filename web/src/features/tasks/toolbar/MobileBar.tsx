// On a phone: a floating bar with Delete New, Refresh and Add (spec §2 "Mobile").
import { Button } from '@mantine/core';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import classes from './Toolbar.module.css';

export function MobileBar({
  onDeleteNew,
  onRefresh,
  onAdd,
}: {
  onDeleteNew(): void;
  onRefresh(): void;
  onAdd(): void;
}) {
  return (
    <div className={classes.mobileBar} role="toolbar" aria-label="Task actions">
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={onDeleteNew}
      >
        Delete New
      </Button>
      <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRefresh}>
        Refresh
      </Button>
      <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
        Add
      </Button>
    </div>
  );
}
