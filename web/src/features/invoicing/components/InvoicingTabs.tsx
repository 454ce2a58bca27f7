// The three tabs as router links: the tab lives in the URL (/invoicing/pending|generated|sent),
// so a tab can be bookmarked, opened in a new browser tab, or reached with Back.
import { ScrollArea, Tabs } from '@mantine/core';
import { INVOICE_TABS, type InvoiceTab } from '@practice-desk/contracts';
import { Link } from '@tanstack/react-router';
import { TAB_LABELS } from '../utils/invoice-tabs';

export function InvoicingTabs({ active }: { active: InvoiceTab }) {
  return (
    // Changing tabs is the links' job; Tabs only draws them and moves focus with the arrow keys.
    <Tabs value={active} activateTabWithKeyboard={false}>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={4}>
        <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="Invoicing">
          {INVOICE_TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              style={{ whiteSpace: 'nowrap' }}
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
