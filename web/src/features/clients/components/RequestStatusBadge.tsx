// A document request's state on staff screens: Complete, Overdue or Open.
import { Badge } from '@mantine/core';
import type { DocumentRequestSummary } from '@practice-desk/contracts';

export function RequestStatusBadge({ request }: { request: DocumentRequestSummary }) {
  if (request.status === 'complete')
    return (
      <Badge color="green" variant="light">
        Complete
      </Badge>
    );
  return request.overdue ? (
    <Badge color="red" variant="light">
      Overdue
    </Badge>
  ) : (
    <Badge color="blue" variant="light">
      Open
    </Badge>
  );
}
