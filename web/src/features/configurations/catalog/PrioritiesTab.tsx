// Priorities: colour dot and name, added on; add, edit (system ones renamable), delete.

import { Button, Text } from '@mantine/core';
import type { PriorityRow } from '@practice-desk/contracts';
import { SUCCESS } from '@practice-desk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFooter } from '../../../components/ListFooter';
import { configApi } from '../../../lib/config-api';
import { PRIORITY_PALETTE } from '../../../lib/palettes';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { ConfigHeader } from '../components/ConfigHeader';
import { CatalogEditor } from './CatalogEditor';
import { CatalogTable } from './CatalogTable';

export function PrioritiesTab() {
  const { data, loading, reload } = useResource(
    () => configApi.priorities(),
    [],
    'Failed to fetch priorities',
  );
  const [editing, setEditing] = useState<PriorityRow | null | 'new'>(null);
  const [deleting, setDeleting] = useState<PriorityRow | null>(null);
  const priorities = data?.priorities ?? [];
  const current = editing === 'new' ? null : editing;
  return (
    <>
      <ConfigHeader title="Priorities">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add Priority
        </Button>
      </ConfigHeader>
      <CatalogTable
        heading="PRIORITY"
        entries={priorities}
        onEdit={(e) => setEditing(priorities.find((p) => p.id === e.id) ?? null)}
        onDelete={(e) => setDeleting(priorities.find((p) => p.id === e.id) ?? null)}
      />
      {!loading && priorities.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No priorities found
        </Text>
      )}
      <ListFooter count={priorities.length} />
      <CatalogEditor
        opened={editing !== null}
        title={current ? 'Edit Priority' : 'Add Priority'}
        nameLabel="Priority name"
        initial={current ? { name: current.name, color: current.color, followUpRequired: false } : null}
        palette={PRIORITY_PALETTE}
        onClose={() => setEditing(null)}
        onSave={async ({ name, color }) => {
          await configApi.savePriority({ name, color }, current?.id);
          toast.success(current ? SUCCESS.priorityUpdated : SUCCESS.priorityCreated);
          await reload();
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        message={`Are you sure you want to delete ${deleting?.name ?? ''} priority?`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await configApi.deletePriority(deleting.id);
          toast.success(SUCCESS.priorityDeleted);
          await reload();
        }}
      />
    </>
  );
}
