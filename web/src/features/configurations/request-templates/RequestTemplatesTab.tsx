// Request templates (Configurations → Requests): for each task template or compliance form, the
// documents a request asks the client for; add, edit, delete.
import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { REQUEST_TEMPLATE_MESSAGES, type RequestTemplate } from '@practice-desk/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFooter } from '../../../components/ListFooter';
import { toast } from '../../../lib/toast';
import { ConfigHeader } from '../components/ConfigHeader';
import { RequestTemplateFormModal } from './RequestTemplateFormModal';
import { requestTemplatesApi } from './request-templates-api';
import { useRequestTemplates } from './use-request-templates';

const forWhat = (t: RequestTemplate) => (t.formCode ? t.formCode : (t.taskTemplateName ?? 'Task template'));

export function RequestTemplatesTab() {
  const { data, loading, reload } = useRequestTemplates();
  const [editing, setEditing] = useState<RequestTemplate | null | 'new'>(null);
  const [deleting, setDeleting] = useState<RequestTemplate | null>(null);
  const templates = data?.templates ?? [];
  return (
    <>
      <ConfigHeader title="Request templates">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add Request Template
        </Button>
      </ConfigHeader>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>NAME</Table.Th>
              <Table.Th>FOR</Table.Th>
              <Table.Th>DOCUMENTS</Table.Th>
              <Table.Th>BEFORE COMPLETION</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {t.name}
                    </Text>
                    {!t.isActive && (
                      <Badge size="xs" color="gray" variant="light">
                        Off
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={t.formCode ? 'cyan' : 'grape'}
                    style={{ textTransform: 'none', minWidth: 'max-content' }}
                  >
                    {forWhat(t)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {t.items.map((item) => item.name).join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>{t.requiredBeforeCompletion ? 'Required' : '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${t.name}`}
                      onClick={() => setDeleting(t)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && templates.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No request templates yet. Add one for a compliance form (GSTR-3B, ITR…) or a task template.
        </Text>
      )}
      <ListFooter count={templates.length} />
      <RequestTemplateFormModal
        opened={editing !== null}
        template={editing === 'new' ? null : editing}
        taskTemplates={data?.taskTemplates ?? []}
        formCodes={data?.formCodes ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
      <ConfirmDialog
        opened={deleting !== null}
        message={`Are you sure you want to delete "${deleting?.name ?? ''}"?`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await requestTemplatesApi.remove(deleting.id);
          toast.success(REQUEST_TEMPLATE_MESSAGES.deleted);
          await reload();
        }}
      />
    </>
  );
}
