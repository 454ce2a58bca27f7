// Reading what the server said when a call failed: its message and per-field errors.
import type { FieldError } from '@practice-desk/contracts';
import { HTTPError } from 'ky';

export interface ApiProblem {
  status: number;
  message: string | null;
  errors: FieldError[];
}

export async function readProblem(error: unknown): Promise<ApiProblem> {
  if (error instanceof HTTPError) {
    const body = await error.response
      .clone()
      .json()
      .catch(() => null);
    const parsed = (body ?? {}) as { message?: string; errors?: FieldError[] };
    return { status: error.response.status, message: parsed.message ?? null, errors: parsed.errors ?? [] };
  }
  return { status: 0, message: null, errors: [] };
}

/** 403 and 500 are toasted by the client itself; a caller shows everything else. */
export function alreadyReported(problem: ApiProblem): boolean {
  return problem.status === 403 || problem.status >= 500;
}

export function fieldErrors(problem: ApiProblem): Record<string, string> {
  return Object.fromEntries(problem.errors.map((e) => [e.field, e.message]));
}
