// How a timer names its task: client – task – sub-task, the blank parts left out.
export function timerTaskName(t: { client: string | null; task: string; subTask: string }): string {
  return [t.client, t.task, t.subTask].filter(Boolean).join(' – ') || 'Untitled task';
}
