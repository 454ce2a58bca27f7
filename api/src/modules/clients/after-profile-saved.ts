// The one place that hears of a client's compliance profile being saved, by the form's call, an
// import row or a change of the client's GSTIN; each caller awaits it once the change is committed.
// Open future compliance work follows the new profile (see compliance/follow-profile.ts); the
// form's save may back-fill from a past date.
import type { ServiceContext } from '../../lib/context';
import { type FollowResult, followNewProfiles, followProfile } from '../compliance/follow-profile';

export async function afterProfileSaved(
  ctx: ServiceContext,
  clientId: string,
  generateFrom?: string,
): Promise<FollowResult> {
  return followProfile(ctx, clientId, generateFrom);
}

/** New clients imported with their profiles, once all are committed. */
export async function afterProfilesImported(ctx: ServiceContext, clientIds: string[]): Promise<void> {
  await followNewProfiles(ctx, clientIds);
}
