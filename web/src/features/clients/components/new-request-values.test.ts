import { describe, expect, it } from 'vitest';
import { requestBodyOf, valuesFromTemplate } from './new-request-values';

describe('a new document request as sent', () => {
  it('leaves out a blank title and blank notes, so the server names the request', () => {
    const body = requestBodyOf('client-1', {
      title: '  ',
      dueDate: '2026-12-09',
      taskId: null,
      complianceItemId: 'item-1',
      templateId: null,
      items: [
        { key: 'a', name: 'Bank statement', note: ' April to March ', required: true },
        { key: 'b', name: 'PAN card', note: '', required: false },
      ],
    });
    expect(body).toEqual({
      clientId: 'client-1',
      title: undefined,
      dueDate: '2026-12-09',
      taskId: null,
      complianceItemId: 'item-1',
      templateId: null,
      items: [
        { name: 'Bank statement', note: 'April to March', required: true },
        { name: 'PAN card', note: undefined, required: false },
      ],
    });
  });
});

describe('a new document request from a template', () => {
  const template = {
    id: 'template-1',
    name: 'GSTR-3B documents',
    taskTemplateId: null,
    taskTemplateName: null,
    formCode: 'GSTR-3B',
    items: [
      { name: 'Sales register', note: '', required: true },
      { name: 'Credit notes', note: 'Only if any were issued', required: false },
    ],
    requiredBeforeCompletion: true,
    isActive: true,
    updatedAt: '2026-11-29T00:00:00.000Z',
  };
  const typed = {
    title: '',
    dueDate: '2026-12-20',
    taskId: 'task-1',
    complianceItemId: null,
    templateId: null,
    items: [{ key: 'a', name: 'Typed before', note: '', required: true }],
  };
  let n = 0;
  const key = () => `k${++n}`;

  it("takes the template's documents and name, and is sent with its id", () => {
    const values = valuesFromTemplate(typed, template, key);
    expect(values.title).toBe('GSTR-3B documents');
    expect(values.items.map((i) => i.name)).toEqual(['Sales register', 'Credit notes']);
    expect(new Set(values.items.map((i) => i.key)).size).toBe(2);
    const body = requestBodyOf('client-1', values);
    expect(body.templateId).toBe('template-1');
    expect(body.taskId).toBe('task-1');
    expect(body.items).toEqual([
      { name: 'Sales register', note: undefined, required: true },
      { name: 'Credit notes', note: 'Only if any were issued', required: false },
    ]);
  });

  it('keeps a title already typed', () => {
    expect(valuesFromTemplate({ ...typed, title: 'Q3 papers' }, template, key).title).toBe('Q3 papers');
  });
});
