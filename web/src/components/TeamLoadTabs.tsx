// The two views of a team's load, as tabs over their pages: Workload (people × weeks) and Triage
// (the leaders' queues); a Team Member, who has no queues, sees no tabs.
import { Tabs } from '@mantine/core';
import { canOpen } from '@practice-desk/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useAuthStore } from '../lib/auth/auth-store';

export function TeamLoadTabs({ active }: { active: '/workload' | '/triage' }) {
  const role = useAuthStore((s) => s.user?.role);
  const navigate = useNavigate();
  if (!role || !canOpen(role, 'triage')) return null;
  return (
    <Tabs value={active} onChange={(to) => to && void navigate({ to })} aria-label="Team load">
      <Tabs.List>
        <Tabs.Tab value="/workload">Workload</Tabs.Tab>
        <Tabs.Tab value="/triage">Triage</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
