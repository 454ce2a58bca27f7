// A link to another portal address: a real link (opens in a new tab, copies), moved to in place.
import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { go } from '../lib/router';

export function PortalLink({ to, children, ...rest }: AnchorProps & { to: string; children: ReactNode }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(to);
  };
  return (
    <Anchor href={to} onClick={open} {...rest}>
      {children}
    </Anchor>
  );
}
