// The tabs as router links: the tab lives in the URL (/invoicing/pending|generated|sent|unbilled|…),
// so a tab can be bookmarked, opened in a new browser tab, or reached with Back. Unbilled carries
// the count of work past Rule 47's 30 days, Reported payments the count waiting for confirmation.
// GST returns is the Admin's alone.
import { Badge, ScrollArea, Tabs } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ADMIN_TABS, SCREEN_TABS, type ScreenTab, TAB_LABELS } from '../utils/invoice-tabs';

export function InvoicingTabs({
  active,
  overdue = 0,
  reported = 0,
  isAdmin = false,
}: {
  active: ScreenTab;
  overdue?: number;
  /** Payments clients reported that wait for confirmation. */
  reported?: number;
  isAdmin?: boolean;
}) {
  const tabs = SCREEN_TABS.filter((tab) => isAdmin || !ADMIN_TABS.includes(tab));
  const list = useRef<HTMLDivElement>(null);
  // Seven tabs overflow a phone: the open one is scrolled into view, not left past the edge.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever another tab opens.
  useEffect(() => {
    list.current?.querySelector('[data-active]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);
  return (
    // Changing tabs is the links' job; Tabs only draws them and moves focus with the arrow keys.
    <Tabs value={active} activateTabWithKeyboard={false}>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={4}>
        <Tabs.List ref={list} style={{ flexWrap: 'nowrap' }} aria-label="Invoicing">
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              style={{ whiteSpace: 'nowrap' }}
              rightSection={
                tab === 'unbilled' && overdue > 0 ? (
                  <Badge
                    size="sm"
                    color="red"
                    variant="filled"
                    aria-label={`${overdue} unbilled 30 days or more`}
                  >
                    {overdue}
                  </Badge>
                ) : tab === 'reported' && reported > 0 ? (
                  <Badge
                    size="sm"
                    color="orange"
                    variant="filled"
                    aria-label={`${reported} waiting for confirmation`}
                  >
                    {reported}
                  </Badge>
                ) : undefined
              }
              {...{ component: Link, to: '/invoicing/$tab', params: { tab } }}
            >
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
