// The tabs as router links (/compliance/{tab}), so a tab can be bookmarked or reached with Back.
import { ScrollArea, Tabs } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ComplianceTab } from '../utils/compliance-tabs';

export function ComplianceTabs({
  tabs,
  active,
}: {
  tabs: readonly { tab: ComplianceTab; label: string }[];
  active: ComplianceTab;
}) {
  return (
    <Tabs value={active} activateTabWithKeyboard={false}>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={4}>
        <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="Compliance">
          {tabs.map((t) => (
            <Tabs.Tab
              key={t.tab}
              value={t.tab}
              style={{ whiteSpace: 'nowrap' }}
              {...{ component: Link, to: '/compliance/$tab', params: { tab: t.tab } }}
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
