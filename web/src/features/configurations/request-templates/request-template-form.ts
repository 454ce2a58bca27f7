// The request-template dialog's state: what it is for (a compliance form or a task template), its
// documents, and the body it saves; a new one for a suggested form starts with that form's usual
// documents.
import {
  REQUEST_TEMPLATE_SUGGESTIONS,
  type RequestTemplate,
  type RequestTemplateBody,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';

export interface DocumentDraft {
  name: string;
  note: string;
  required: boolean;
}

export interface RequestTemplateForm {
  name: string;
  kind: 'form' | 'task';
  formCode: string | null;
  taskTemplateId: string | null;
  items: DocumentDraft[];
  requiredBeforeCompletion: boolean;
  isActive: boolean;
}

const blank = (): DocumentDraft => ({ name: '', note: '', required: true });

export function formOf(template: RequestTemplate | null): RequestTemplateForm {
  if (!template)
    return {
      name: '',
      kind: 'form',
      formCode: null,
      taskTemplateId: null,
      items: [blank()],
      requiredBeforeCompletion: false,
      isActive: true,
    };
  return {
    name: template.name,
    kind: template.formCode ? 'form' : 'task',
    formCode: template.formCode,
    taskTemplateId: template.taskTemplateId,
    items: template.items.length ? template.items : [blank()],
    requiredBeforeCompletion: template.requiredBeforeCompletion,
    isActive: template.isActive,
  };
}

/** A form chosen for a new template: its usual documents when the list is still empty. */
export function withForm(form: RequestTemplateForm, formCode: string | null): RequestTemplateForm {
  const next = { ...form, formCode };
  const untouched = form.items.every((item) => item.name.trim() === '');
  const suggestion = REQUEST_TEMPLATE_SUGGESTIONS.find((s) => s.formCode === formCode);
  if (!untouched || !suggestion) return next;
  return {
    ...next,
    name: form.name || `${formCode} documents`,
    items: suggestion.items.map((name) => ({ name, note: '', required: true })),
  };
}

export function bodyOf(form: RequestTemplateForm): InferInput<typeof RequestTemplateBody> {
  return {
    name: form.name,
    formCode: form.kind === 'form' ? form.formCode : null,
    taskTemplateId: form.kind === 'task' ? form.taskTemplateId : null,
    items: form.items.filter((item) => item.name.trim() !== ''),
    requiredBeforeCompletion: form.requiredBeforeCompletion,
    isActive: form.isActive,
  };
}

export const blankDocument = blank;
