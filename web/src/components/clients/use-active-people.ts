// The practice's active people, as picker options (name and e-mail), loaded when the form opens.
import { useEffect, useState } from 'react';
import { configApi } from '../../lib/config-api';

export function useActivePeople(opened: boolean) {
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!opened) return;
    let current = true;
    configApi
      .users()
      .then(({ users }) => {
        if (!current) return;
        setPeople(
          users
            .filter((u) => u.status === 'Active')
            .map((u) => ({ value: u.id, label: `${u.name} · ${u.email}` })),
        );
      })
      // The picker stays empty; saving without an assignee still works.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [opened]);
  return people;
}
