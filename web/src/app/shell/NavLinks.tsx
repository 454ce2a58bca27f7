// The navigation entries the signed-in person's role may open, as links.

import { NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { canOpen } from '@practice-desk/contracts';
import { Link, useLocation } from '@tanstack/react-router';
import { useAuthStore } from '../../lib/auth/auth-store';
import classes from './NavLinks.module.css';
import { NAV_ENTRIES, type NavEntry } from './navigation';

function useEntries() {
  const role = useAuthStore((s) => s.user?.role);
  const path = useLocation({ select: (l) => l.pathname });
  const entries = role ? NAV_ENTRIES.filter((e) => canOpen(role, e.area)) : [];
  const under = (to: string) =>
    path === to ||
    path.startsWith(`${to.split('/').slice(0, 2).join('/')}/`) ||
    path === to.split('/').slice(0, 2).join('/');
  const isActive = (entry: NavEntry) => under(entry.to) || (entry.alsoActiveOn ?? []).some(under);
  return { entries, isActive };
}

export function DesktopNav() {
  const { entries, isActive } = useEntries();
  return (
    <nav aria-label="Main" className={classes.bar}>
      {entries.map((e) => (
        <UnstyledButton
          key={e.to}
          component={Link}
          to={e.to}
          className={classes.link}
          data-active={isActive(e) || undefined}
        >
          {e.label}
        </UnstyledButton>
      ))}
    </nav>
  );
}

export function MobileNav({ onNavigate }: { onNavigate(): void }) {
  const { entries, isActive } = useEntries();
  return (
    <nav aria-label="Main">
      {entries.map((e) => (
        <MantineNavLink
          key={e.to}
          component={Link}
          to={e.to}
          label={e.label}
          leftSection={<e.icon size={18} stroke={1.6} />}
          active={isActive(e)}
          onClick={onNavigate}
        />
      ))}
    </nav>
  );
}
