import { describe, expect, it } from 'vitest';
import { taskRights } from './task-rights';

const task = { allottedTo: 'm1', teamLeader: 'l1', helpRequiredUser: null, createdBy: 'l1' };

describe('task rights', () => {
  it('lets an admin do everything', () => {
    expect(taskRights({ id: 'a', role: 'ADMIN' }, task)).toEqual({
      view: true,
      editAll: true,
      editStatus: true,
      delete: true,
    });
  });
  it('lets the team leader manage the tasks they lead but never delete', () => {
    expect(taskRights({ id: 'l1', role: 'TEAM_LEADER' }, task)).toMatchObject({
      editAll: true,
      editStatus: true,
      delete: false,
    });
  });
  it('lets the assignee change status only', () => {
    expect(taskRights({ id: 'm1', role: 'TEAM_MEMBER' }, task)).toMatchObject({
      view: true,
      editAll: false,
      editStatus: true,
    });
  });
  it('lets the person asked for help change status', () => {
    const asked = { ...task, helpRequiredUser: 'm2' };
    expect(taskRights({ id: 'm2', role: 'TEAM_MEMBER' }, asked)).toMatchObject({
      view: true,
      editStatus: true,
      editAll: false,
    });
  });
  it('lets a member edit every field of a task they created', () => {
    expect(taskRights({ id: 'm1', role: 'TEAM_MEMBER' }, { ...task, createdBy: 'm1' }).editAll).toBe(true);
  });
  it('hides a task from a member with no part in it', () => {
    expect(taskRights({ id: 'm9', role: 'TEAM_MEMBER' }, task).view).toBe(false);
  });
  it('keeps a team leader allotted a task of another leader’s team to viewing it', () => {
    const allotted = { ...task, allottedTo: 'l2' };
    expect(taskRights({ id: 'l2', role: 'TEAM_LEADER' }, allotted)).toEqual({
      view: true,
      editAll: false,
      editStatus: false,
      delete: false,
    });
  });
  it('lets a team leader asked for help on another team’s task change its status', () => {
    const asked = { ...task, helpRequiredUser: 'l2' };
    expect(taskRights({ id: 'l2', role: 'TEAM_LEADER' }, asked).editStatus).toBe(true);
  });
});
