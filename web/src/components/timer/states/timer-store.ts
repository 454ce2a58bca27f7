// The signed-in person's running timer, shared by the header, the task grid and the task's time
// dialog. The server keeps it (so it survives a reload); this mirrors the last answer. A stop the
// server answers with the past-midnight question keeps the question here for its dialog.
import type { RunningTimer, TimerQuestion, TimerStopBody } from '@practice-desk/contracts';
import { HTTPError } from 'ky';
import { create } from 'zustand';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { timerApi } from '../api/timer-api';

interface TimerState {
  timer: RunningTimer | null;
  question: TimerQuestion | null;
  /** The stop was refused: the day it ran on is approved, so its time can only be discarded. */
  locked: boolean;
  /** The start waiting for the question's answer, if the question came from a start. */
  pendingStart: string | null;
  /** Counts the stops that wrote time, so screens showing TT know to reload. */
  writes: number;
  busy: boolean;
  load(): Promise<void>;
  start(taskId: string): Promise<void>;
  stop(body?: TimerStopBody): Promise<void>;
  toggle(taskId: string): Promise<void>;
  dismissQuestion(): void;
}

/** The body of a stop's 409 (the past-midnight question, or a locked day), else null. */
async function conflictOf(error: unknown): Promise<{ question?: TimerQuestion; locked?: true } | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return null;
  return (await error.response
    .clone()
    .json()
    .catch(() => null)) as { question?: TimerQuestion; locked?: true } | null;
}

async function report(error: unknown, fallback: string) {
  const problem = await readProblem(error);
  if (!alreadyReported(problem)) toast.error(problem.message ?? fallback);
}

export const useTimerStore = create<TimerState>((set, get) => ({
  timer: null,
  question: null,
  locked: false,
  pendingStart: null,
  writes: 0,
  busy: false,
  load: async () => {
    try {
      set({ timer: await timerApi.current() });
    } catch (error) {
      await report(error, 'Failed to fetch the timer');
    }
  },
  start: async (taskId) => {
    set({ busy: true });
    try {
      const res = await timerApi.start(taskId);
      const wrote = Boolean(res.data.stopped?.written.length);
      set((s) => ({ timer: res.data.timer, writes: s.writes + (wrote ? 1 : 0) }));
      toast.success(
        wrote ? 'Timer stopped on the last task (time logged) and started' : (res.message ?? 'Timer started'),
      );
    } catch (error) {
      const conflict = await conflictOf(error);
      if (conflict?.question) set({ question: conflict.question, pendingStart: taskId });
      else if (conflict?.locked) set({ locked: true, pendingStart: taskId });
      else await report(error, 'Failed to start the timer');
    } finally {
      set({ busy: false });
    }
  },
  stop: async (body = {}) => {
    set({ busy: true });
    try {
      const res = await timerApi.stop(body);
      set((s) => ({
        timer: null,
        question: null,
        locked: false,
        writes: s.writes + (res.data.written.length ? 1 : 0),
      }));
      toast.success(res.message ?? 'Timer stopped');
      const next = get().pendingStart;
      if (next) {
        set({ pendingStart: null });
        await get().start(next);
      }
    } catch (error) {
      const conflict = await conflictOf(error);
      if (conflict?.question) set({ question: conflict.question });
      else if (conflict?.locked) set({ locked: true });
      else await report(error, 'Failed to stop the timer');
    } finally {
      set({ busy: false });
    }
  },
  toggle: async (taskId) => {
    if (get().timer?.taskId === taskId) await get().stop();
    else await get().start(taskId);
  },
  dismissQuestion: () => set({ question: null, locked: false, pendingStart: null }),
}));
