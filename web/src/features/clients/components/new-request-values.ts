// A new document request as its form holds it, and as the API takes it.
import type { DocumentRequestBody, RequestTemplate } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';

export interface NewRequestValues {
  title: string;
  dueDate: string;
  taskId: string | null;
  complianceItemId: string | null;
  /** The request template it started from: the server then holds the task's completion back
   * while it waits, when the template says so. */
  templateId: string | null;
  /** `key` keeps each row's inputs in place when a row above is removed. */
  items: { key: string; name: string; note: string; required: boolean }[];
}

export function requestBodyOf(
  clientId: string,
  values: NewRequestValues,
): InferInput<typeof DocumentRequestBody> {
  return {
    clientId,
    title: values.title.trim() || undefined,
    dueDate: values.dueDate,
    taskId: values.taskId,
    complianceItemId: values.complianceItemId,
    templateId: values.templateId,
    items: values.items.map((i) => ({
      name: i.name,
      note: i.note.trim() || undefined,
      required: i.required,
    })),
  };
}

/** The form once a template is chosen: its documents in place of the rows typed so far, and its
 * name as the title unless one is typed. `key` makes each row's key (new rows, new inputs). */
export function valuesFromTemplate(
  values: NewRequestValues,
  template: RequestTemplate,
  key: () => string,
): NewRequestValues {
  return {
    ...values,
    title: values.title.trim() ? values.title : template.name,
    templateId: template.id,
    items: template.items.map((item) => ({ key: key(), ...item })),
  };
}
