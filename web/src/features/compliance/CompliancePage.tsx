// Compliance (every role; a Team Member's answers hold only their own items): the calendar with
// its counts, filters and list, the status board, and (Admins and Team Leaders) the extensions.
// Generate is for Admins and Team Leaders, extending a due date for Admins.

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { isLeaderRole } from '@practice-desk/contracts';
import { IconInfoCircle, IconPlaylistAdd } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useAuthStore } from '../../lib/auth/auth-store';
import { CalendarTab } from './components/CalendarTab';
import { ComplianceTabs } from './components/ComplianceTabs';
import { ExtensionsTab } from './components/ExtensionsTab';
import { GenerateModal } from './components/GenerateModal';
import { StatusBoard } from './components/StatusBoard';
import { useComplianceLists } from './hooks/use-compliance-lists';
import { COMPLIANCE_SCREEN } from './messages';
import { useComplianceViewStore } from './states/compliance-view-store';
import { COMPLIANCE_TABS, complianceTabOf } from './utils/compliance-tabs';
import { financialYearOf, formOptions } from './utils/form-options';

export function CompliancePage() {
  const { tab } = useParams({ strict: false }) as { tab?: string };
  const shown = complianceTabOf(tab);
  const role = useAuthStore((s) => s.user?.role);
  const lists = useComplianceLists();
  const month = useComplianceViewStore((s) => s.month);
  // The forms of the year the calendar shows (a form renamed by a new Act shows its new name).
  const forms = useMemo(() => formOptions(financialYearOf(`${month}-01`)), [month]);
  const leads = isLeaderRole(role);
  const tabs = leads ? COMPLIANCE_TABS : COMPLIANCE_TABS.filter((t) => t.tab !== 'extensions');
  const active = tabs.some((t) => t.tab === shown) ? shown : 'calendar';
  const [generating, setGenerating] = useState(false);
  // Generation adds items: the calendar asks again when its key changes.
  const [generation, setGeneration] = useState(0);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h3">
          Compliance
        </Title>
        {leads && (
          <Button leftSection={<IconPlaylistAdd size={16} />} onClick={() => setGenerating(true)}>
            Generate
          </Button>
        )}
      </Group>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text size="sm" c="dimmed">
          {COMPLIANCE_SCREEN.holidayHelp}
        </Text>
      </Group>
      <ComplianceTabs tabs={tabs} active={active} />
      {active === 'calendar' && <CalendarTab key={generation} forms={forms} lists={lists} />}
      {active === 'board' && <StatusBoard key={generation} />}
      {active === 'extensions' && <ExtensionsTab canExtend={role === 'ADMIN'} clients={lists.clients} />}
      <GenerateModal
        opened={generating}
        clients={lists.clients}
        onClose={() => setGenerating(false)}
        onGenerated={() => setGeneration((n) => n + 1)}
      />
    </Stack>
  );
}
