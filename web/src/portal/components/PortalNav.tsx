// The signed-in portal's sections: Requests, Invoices, Receipts and Statement, as links (the one
// open marked as the current page), in one row that fits a phone.
import { Button, Group } from '@mantine/core';
import type { MouseEvent } from 'react';
import { go, type PortalSection, sectionPath } from '../lib/router';

const SECTIONS: { section: PortalSection; label: string }[] = [
  { section: 'requests', label: 'Requests' },
  { section: 'invoices', label: 'Invoices' },
  { section: 'receipts', label: 'Receipts' },
  { section: 'statement', label: 'Statement' },
];

export function PortalNav({ active }: { active: PortalSection | null }) {
  const open = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(to);
  };
  return (
    // Four equal parts of the row: on a 390 px phone each label still fits whole.
    <Group component="nav" aria-label="Portal" gap={4} wrap="nowrap" grow>
      {SECTIONS.map(({ section, label }) => {
        const current = section === active;
        return (
          <Button
            key={section}
            component="a"
            href={sectionPath(section)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => open(event, sectionPath(section))}
            aria-current={current ? 'page' : undefined}
            variant={current ? 'light' : 'subtle'}
            color={current ? 'indigo' : 'gray.8'}
            size="compact-md"
            fz="sm"
            px={4}
            fw={current ? 700 : 500}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
