// The filing dialogs another screen asks for: the single one when a generated task is completed in
// the grid (once the filing is recorded the grid saves the status; closing leaves the task as it
// was), and the bulk one for the grid's "Mark filed" on ticked tasks.
import {
  closeBulkFilingRequest,
  closeFilingRequest,
  useFilingRequestStore,
} from '../../../lib/filing-request/filing-request-store';
import { BulkFilingModal } from './BulkFilingModal';
import { FilingModal } from './FilingModal';

export function FilingRequestHost() {
  const request = useFilingRequestStore((s) => s.request);
  const bulk = useFilingRequestStore((s) => s.bulk);
  return (
    <>
      <FilingModal
        target={request?.target ?? null}
        onClose={closeFilingRequest}
        onFiled={() => {
          request?.onFiled();
          closeFilingRequest();
        }}
      />
      <BulkFilingModal
        targets={bulk?.targets ?? []}
        notice={bulk?.notice ?? null}
        opened={Boolean(bulk?.targets.length)}
        onClose={closeBulkFilingRequest}
        onFiled={() => {
          bulk?.onFiled();
          closeBulkFilingRequest();
        }}
      />
    </>
  );
}
