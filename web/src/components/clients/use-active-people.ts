// The practice's active people, as picker options (name and e-mail), loaded when the form opens.
// From /people, which every role may read: /users is the Admin's and a leader adds clients too.
import { useEffect, useState } from 'react';
import { configApi } from '../../lib/config-api';

export function useActivePeople(opened: boolean) {
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!opened) return;
    let current = true;
    configApi
      .people()
      .then(({ people }) => {
        if (!current) return;
        setPeople(
          people
            .filter((p) => p.status === 'Active')
            .map((p) => ({ value: p.id, label: `${p.name} · ${p.email}` })),
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
