// The demo's request templates: the documents a practice asks for before the returns it files most
// (REQUEST_TEMPLATE_SUGGESTIONS), so a newcomer raising a request starts from one. Nothing is raised
// by them until a client has a portal contact.
import { REQUEST_TEMPLATE_SUGGESTIONS } from '@practice-desk/contracts';
import type { Db } from '../client';
import { requestTemplates } from '../schema';

const NAMES: Record<string, string> = {
  'GSTR-3B': 'GSTR-3B documents',
  ITR: 'Income-tax return documents',
  'TAX-AUDIT': 'Tax audit documents',
};

export async function seedDemoRequestTemplates(tx: Db, orgId: string): Promise<void> {
  await tx.insert(requestTemplates).values(
    REQUEST_TEMPLATE_SUGGESTIONS.map((suggestion) => ({
      orgId,
      name: NAMES[suggestion.formCode] ?? `${suggestion.formCode} documents`,
      formCode: suggestion.formCode,
      items: suggestion.items.map((name) => ({ name, note: '', required: true })),
    })),
  );
}
