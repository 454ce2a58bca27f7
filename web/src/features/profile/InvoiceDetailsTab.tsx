// Profile › Invoice details: the practice's invoice settings (company, bank, GST, branding, terms)
// through the same form as Configurations › Invoices; an Admin edits, everyone else reads.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { InvoiceSettingsForm } from '../../components/invoice-settings/InvoiceSettingsForm';
import { useAuthStore } from '../../lib/auth/auth-store';
import { configApi } from '../../lib/config-api';
import { useResource } from '../../lib/use-resource';

export function InvoiceDetailsTab() {
  const isAdmin = useAuthStore((s) => s.user?.role === 'ADMIN');
  const { data, reload } = useResource(
    () => configApi.invoiceSettings(),
    [],
    'Failed to fetch invoice settings',
  );
  if (!data) return <Text c="dimmed">Loading invoice details...</Text>;
  return (
    <InvoiceSettingsForm
      settings={data.settings}
      readOnly={!isAdmin}
      onSaved={() => void reload()}
      header={({ save, busy }) =>
        isAdmin ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              These details appear on every invoice the practice issues.
            </Text>
            <Button onClick={save} loading={busy}>
              Save Changes
            </Button>
          </Group>
        ) : (
          <Alert variant="light" color="gray" icon={<IconLock size={16} />} p="xs">
            These details appear on every invoice the practice issues. Only an Admin can change them.
          </Alert>
        )
      }
    />
  );
}
