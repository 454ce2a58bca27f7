import { type TaskTemplateRow, VALIDATION } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import {
  addTaskErrors,
  CLIENT_REQUIRED,
  createBodies,
  createdMessage,
  EMPTY_ADD_TASK,
  fromTemplate,
  templateNamed,
} from './add-task-form';

const gst: TaskTemplateRow = {
  id: 't1',
  name: 'GST Return',
  subTasks: ['GSTR-1', 'GSTR-3B', ' '],
  defaultPriority: 'High',
  defaultEstimatedTime: 90,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('Add Task form', () => {
  it('asks for a client, a task and a name for every sub-task', () => {
    expect(addTaskErrors({ ...EMPTY_ADD_TASK, task: '   ', subTasks: ['ok', ' '] })).toEqual({
      client: CLIENT_REQUIRED,
      task: VALIDATION.taskRequired,
      'subTasks.1': VALIDATION.subTaskNameRequired,
    });
  });

  it('needs at least one sub-task', () => {
    expect(addTaskErrors({ ...EMPTY_ADD_TASK, client: 'c', task: 'Audit', subTasks: [] })).toEqual({
      subTasks: VALIDATION.subTaskAtLeastOne,
    });
  });

  it('accepts a complete form', () => {
    expect(addTaskErrors({ ...EMPTY_ADD_TASK, client: 'c', task: 'Audit', subTasks: ['Plan'] })).toEqual({});
  });

  it('finds a template by its name whatever the case', () => {
    expect(templateNamed([gst], ' gst return ')).toBe(gst);
    expect(templateNamed([gst], 'Audit')).toBeNull();
  });

  it("fills the template's sub-tasks, priority and estimated time", () => {
    expect(fromTemplate(gst)).toEqual({ subTasks: ['GSTR-1', 'GSTR-3B'], et: 90, priority: 'High' });
    expect(fromTemplate({ ...gst, subTasks: [], defaultPriority: null })).toEqual({
      subTasks: [''],
      et: 90,
      priority: 'Medium',
    });
  });

  it('makes one trimmed create per sub-task, due date only when given', () => {
    const bodies = createBodies({
      ...EMPTY_ADD_TASK,
      client: 'c1',
      task: ' GST Return ',
      subTasks: ['GSTR-1 ', 'GSTR-3B'],
      et: 90,
      priority: 'High',
    });
    expect(bodies).toEqual([
      { client: 'c1', task: 'GST Return', subTask: 'GSTR-1', et: 90, priority: 'High' },
      { client: 'c1', task: 'GST Return', subTask: 'GSTR-3B', et: 90, priority: 'High' },
    ]);
    expect(createBodies({ ...EMPTY_ADD_TASK, dueDate: '2026-04-01', et: '' })[0]).toMatchObject({
      dueDate: '2026-04-01',
      et: 0,
    });
  });

  it('words the success toast for one or many tasks', () => {
    expect(createdMessage(1)).toBe('Task created successfully');
    expect(createdMessage(3)).toBe('3 tasks created successfully');
  });
});
