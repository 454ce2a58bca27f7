// A typed field (a date, a duration) that cannot be read holds its form back: the form is not
// sent, the field shows why and takes the focus, instead of the form going without that value.
import { type RefObject, useEffect, useRef } from 'react';

export function useHoldFormBack(
  input: RefObject<HTMLInputElement | null>,
  problem: string | null,
  showProblem: () => void,
): void {
  const now = useRef({ problem, showProblem });
  now.current = { problem, showProblem };
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    // Capture on the form runs before React's own submit handler (delegated to the root).
    const holdBack = (event: Event) => {
      if (!now.current.problem) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      now.current.showProblem();
      input.current?.focus();
    };
    form.addEventListener('submit', holdBack, { capture: true });
    return () => form.removeEventListener('submit', holdBack, { capture: true });
  }, [input]);
}
