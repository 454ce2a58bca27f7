// Configurations › Invoices: the invoice settings with Reset to Default and Save Changes, the
// billing rate, the bank accounts statements are imported into and the Tally export's ledger names.
import { Button, Text } from '@mantine/core';
import { InvoiceSettingsForm } from '../../../components/invoice-settings/InvoiceSettingsForm';
import { configApi } from '../../../lib/config-api';
import { useResource } from '../../../lib/use-resource';
import { ConfigHeader } from '../components/ConfigHeader';
import { HourlyRateSection } from '../rates/HourlyRateSection';
import { BankAccountsSection } from './BankAccountsSection';
import { TallyLedgersSection } from './TallyLedgersSection';

export function InvoiceSettingsTab() {
  const { data, reload } = useResource(
    () => configApi.invoiceSettings(),
    [],
    'Failed to fetch invoice settings',
  );
  if (!data) return <Text c="dimmed">Loading invoice settings...</Text>;
  return (
    <>
      <InvoiceSettingsForm
        settings={data.settings}
        readOnly={false}
        onSaved={() => void reload()}
        header={({ reset, save, busy }) => (
          <ConfigHeader title="Invoice settings">
            <Button variant="default" onClick={reset}>
              Reset to Default
            </Button>
            <Button onClick={save} loading={busy}>
              Save Changes
            </Button>
          </ConfigHeader>
        )}
      />
      <HourlyRateSection />
      <BankAccountsSection />
      <TallyLedgersSection />
    </>
  );
}
