// Runs one invoicing call and says how it went: the server's message when it refuses, else the
// spec's fallback (403 and 500 are already toasted by the client).
import { type ApiProblem, alreadyReported, readProblem } from './api-error';
import { toast } from './toast';

export async function attempt<T>(work: () => Promise<T>, failure: string): Promise<T | null> {
  try {
    return await work();
  } catch (err) {
    const problem = await readProblem(err);
    if (!alreadyReported(problem)) toast.error(problem.message ?? failure);
    return null;
  }
}

/** Whether the server's complaints all sit on fields the form shows (then no toast is needed). */
export function shownOnFields(problem: ApiProblem, fields: readonly string[]): boolean {
  return problem.errors.length > 0 && problem.errors.every((e) => fields.includes(e.field));
}
