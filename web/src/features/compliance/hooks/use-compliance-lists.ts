// The clients and people the filters and dialogs offer, read once when the screen opens. Without
// them the screen still works (forms and statuses), and says so.
import type { ClientRow, PersonOption } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { complianceApi } from '../api/compliance-api';
import { COMPLIANCE_SCREEN } from '../messages';

export interface ComplianceLists {
  clients: ClientRow[];
  people: PersonOption[];
  problem: string | null;
}

export function useComplianceLists(): ComplianceLists {
  const [lists, setLists] = useState<ComplianceLists>({ clients: [], people: [], problem: null });
  useEffect(() => {
    let live = true;
    Promise.all([complianceApi.clients(), complianceApi.people()]).then(
      ([clients, people]) => live && setLists({ clients, people, problem: null }),
      (err: unknown) => {
        console.error('compliance lists failed', err);
        if (live) setLists({ clients: [], people: [], problem: COMPLIANCE_SCREEN.listsFailed });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return lists;
}
