// The one place that hears of a client's compliance profile being saved, by the form's call, an
// import row or a change of the client's GSTIN; each caller awaits it once the change is committed.
// Issue 17's generation part hooks here the following of open future tasks to the new profile.
import type { ServiceContext } from '../../lib/context';

export async function afterProfileSaved(_ctx: ServiceContext, _clientId: string): Promise<void> {}
