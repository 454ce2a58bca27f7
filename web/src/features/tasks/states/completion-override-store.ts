// An Admin completing a task whose required documents are still awaited is asked why: the grid's
// save waits on this question (answered with the reason, or null when the Admin cancels).
import { create } from 'zustand';

interface Question {
  message: string;
  answer(reason: string | null): void;
}

export const useCompletionOverrideStore = create<{ question: Question | null }>(() => ({ question: null }));

export function askCompletionOverride(message: string): Promise<string | null> {
  return new Promise((resolve) => {
    useCompletionOverrideStore.setState({
      question: {
        message,
        answer(reason) {
          useCompletionOverrideStore.setState({ question: null });
          resolve(reason);
        },
      },
    });
  });
}
