// The message for a refused task write: each validation message of a 422, else the server's
// message, else the spec's fallback (403/5xx are toasted by the client already).
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

export async function reportSaveFailure(err: unknown, fallback: string) {
  const problem = await readProblem(err);
  if (alreadyReported(problem)) return;
  if (problem.status === 422 && problem.errors.length) {
    for (const error of problem.errors) toast.error(error.message);
    return;
  }
  toast.error(problem.message ?? fallback);
}
