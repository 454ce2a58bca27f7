// Saving a dialog's form: busy while the call runs; on success the server's message and `done`;
// a refusal's field messages under their fields, any other problem once as a toast. Typed values
// stay in the form whatever happens.
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { alreadyReported, fieldErrors, readProblem } from './api-error';
import { toast } from './toast';

export function useFormSave<V>(form: UseFormReturnType<V>, done: () => void) {
  const [busy, setBusy] = useState(false);
  /** Runs `call`; `fallback` is the toast when the server gave no message. */
  const save = async (call: () => Promise<{ message?: string }>, success: string, fallback: string) => {
    setBusy(true);
    try {
      const res = await call();
      toast.success(res.message ?? success);
      done();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!problem.errors.length && !alreadyReported(problem)) toast.error(problem.message ?? fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
