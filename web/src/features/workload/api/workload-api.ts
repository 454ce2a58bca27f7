// The workload view's calls: capacity per person and week, one cell's tasks, and moving tasks.
import type {
  CapacityAnswer,
  CapacityQuery,
  CapacityTasksAnswer,
  WorkloadMoveBody,
} from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';

export const workloadApi = {
  capacity: (query: CapacityQuery) =>
    getData<CapacityAnswer>(
      'capacity',
      Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1])),
    ),
  cellTasks: (userId: string, week: string) =>
    getData<CapacityTasksAnswer>('capacity/tasks', { userId, week }),
  move: (body: WorkloadMoveBody) => send<{ moved: number }>('post', 'workload/move', body),
};
