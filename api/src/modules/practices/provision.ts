// Creates a practice with everything a new practice needs: system statuses and priorities,
// preferences and invoice settings. Used by registration and by the demo seed.
import { SYSTEM_PRIORITIES, SYSTEM_STATUSES } from '@practice-desk/contracts';
import type { Db } from '../../db/client';
import { invoiceSettings, organisations, preferences, priorities, statuses } from '../../db/schema';

export interface NewPractice {
  name: string;
  city?: string | null;
  stateCode?: string | null;
  gstin?: string | null;
  companyEmail?: string;
  companyAddress?: string;
  companyPhone?: string | null;
}

/** Call inside a transaction; returns the new organisation's id. */
export async function provisionPractice(tx: Db, practice: NewPractice): Promise<string> {
  const [org] = await tx
    .insert(organisations)
    .values({
      name: practice.name,
      city: practice.city,
      stateCode: practice.stateCode,
      gstin: practice.gstin,
    })
    .returning({ id: organisations.id });
  if (!org) throw new Error('organisation insert returned nothing');
  const orgId = org.id;
  await tx.insert(statuses).values(
    SYSTEM_STATUSES.map((s, position) => ({
      orgId,
      systemKey: s.key,
      name: s.name,
      color: s.color,
      position,
    })),
  );
  await tx
    .insert(priorities)
    .values(
      SYSTEM_PRIORITIES.map((p) => ({ orgId, systemKey: p.key, name: p.name, color: p.color, rank: p.rank })),
    );
  await tx.insert(preferences).values({ orgId });
  await tx.insert(invoiceSettings).values({
    orgId,
    companyName: practice.name,
    companyEmail: practice.companyEmail ?? '',
    companyAddress: practice.companyAddress ?? '',
    companyPhone: practice.companyPhone ?? null,
    stateCode: practice.stateCode ?? null,
    gstNumber: practice.gstin ?? null,
  });
  return orgId;
}
