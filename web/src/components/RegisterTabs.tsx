// The two registers a CA office keeps, as tabs that are links: UDIN and DSC.
import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

const TABS = [
  { value: 'udin', label: 'UDIN register', to: '/registers/udin' },
  { value: 'dsc', label: 'DSC register', to: '/registers/dsc' },
] as const;

export function RegisterTabs({ active }: { active: 'udin' | 'dsc' }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => navigate({ to: TABS.find((t) => t.value === value)?.to ?? '/registers/udin' })}
    >
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
