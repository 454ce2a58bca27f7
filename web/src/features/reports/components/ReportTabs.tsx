// The five report tabs as router links (/reports/{tab}), so a tab can be bookmarked or reached
// with Back; the period chosen stays as it is.
import { ScrollArea, Tabs } from '@mantine/core';
import { REPORT_TABS } from '@practice-desk/contracts';
import { Link } from '@tanstack/react-router';

export function ReportTabs({ active }: { active: string }) {
  return (
    <Tabs value={active} activateTabWithKeyboard={false}>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={4}>
        <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="Reports">
          {REPORT_TABS.map((t) => (
            <Tabs.Tab
              key={t.tab}
              value={t.tab}
              style={{ whiteSpace: 'nowrap' }}
              {...{ component: Link, to: '/reports/$tab', params: { tab: t.tab } }}
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
