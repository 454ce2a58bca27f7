// The one place that hears of a client's compliance profile being saved, by the form's call, an
// import row or a change of the client's GSTIN; each caller awaits it once the change is committed.
// Open future compliance work follows the new profile (see compliance/follow-profile.ts).
import type { ServiceContext } from '../../lib/context';
import { followProfile } from '../compliance/follow-profile';

export async function afterProfileSaved(ctx: ServiceContext, clientId: string): Promise<void> {
  await followProfile(ctx, clientId);
}
