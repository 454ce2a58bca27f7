// Statuses: colour dot and name, Follow Up Required, added on (in the practice's date format); add, edit
// (system ones renamable), delete when no task uses it.

import { Button, Text } from '@mantine/core';
import type { StatusRow } from '@practice-desk/contracts';
import { SUCCESS } from '@practice-desk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFooter } from '../../../components/ListFooter';
import { configApi } from '../../../lib/config-api';
import { STATUS_PALETTE } from '../../../lib/palettes';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { ConfigHeader } from '../components/ConfigHeader';
import { CatalogEditor } from './CatalogEditor';
import { CatalogTable } from './CatalogTable';

export function StatusesTab() {
  const { data, loading, reload } = useResource(() => configApi.statuses(), [], 'Failed to fetch statuses');
  const [editing, setEditing] = useState<StatusRow | null | 'new'>(null);
  const [deleting, setDeleting] = useState<StatusRow | null>(null);
  const statuses = data?.statuses ?? [];
  const current = editing === 'new' ? null : editing;
  return (
    <>
      <ConfigHeader title="Statuses">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add Status
        </Button>
      </ConfigHeader>
      {loading && !data ? (
        <Text c="dimmed" ta="center" py="lg">
          Loading statuses...
        </Text>
      ) : (
        <CatalogTable
          heading="STATUS"
          entries={statuses.map((s) => ({ ...s, note: s.followUpRequired ? 'Follow up' : undefined }))}
          onEdit={(e) => setEditing(statuses.find((s) => s.id === e.id) ?? null)}
          onDelete={(e) => setDeleting(statuses.find((s) => s.id === e.id) ?? null)}
        />
      )}
      {!loading && statuses.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No statuses found
        </Text>
      )}
      <ListFooter count={statuses.length} />
      <CatalogEditor
        opened={editing !== null}
        title={current ? 'Edit Status' : 'Add Status'}
        nameLabel="Status Name"
        withFollowUp
        initial={
          current
            ? { name: current.name, color: current.color, followUpRequired: current.followUpRequired }
            : null
        }
        palette={STATUS_PALETTE}
        onClose={() => setEditing(null)}
        onSave={async (draft) => {
          await configApi.saveStatus(draft, current?.id);
          toast.success(current ? SUCCESS.statusUpdated : SUCCESS.statusCreated);
          await reload();
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        message={`Are you sure you want to delete "${deleting?.name ?? ''}" status?`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await configApi.deleteStatus(deleting.id);
          toast.success(SUCCESS.statusDeleted);
          await reload();
        }}
      />
    </>
  );
}
