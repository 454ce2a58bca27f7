// The report tabs (the five time reports, and the money reports for Admin and Team Leader) as router links (/reports/{tab}), so a tab can be bookmarked or reached
// with Back; the period chosen stays as it is.
import { ScrollArea, Tabs } from '@mantine/core';
import { REPORT_TABS } from '@practice-desk/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { MONEY_REPORT_TABS } from '../utils/money-tabs';

/** `money`: the receivables and profitability tabs too (Admin and Team Leader). */
export function ReportTabs({ active, money = false }: { active: string; money?: boolean }) {
  const list = useRef<HTMLDivElement>(null);
  // On a phone the five tabs do not fit: bring the open one into view.
  useEffect(() => {
    list.current
      ?.querySelector<HTMLElement>(`[data-report-tab="${active}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <Tabs value={active} activateTabWithKeyboard={false}>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={4}>
        <Tabs.List ref={list} style={{ flexWrap: 'nowrap' }} aria-label="Reports">
          {[...REPORT_TABS, ...(money ? MONEY_REPORT_TABS : [])].map((t) => (
            <Tabs.Tab
              key={t.tab}
              value={t.tab}
              data-report-tab={t.tab}
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
