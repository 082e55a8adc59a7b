import { MeiliError, type MeiliErrorBody } from './errors.ts';

export type TaskType =
  | 'indexCreation'
  | 'indexDeletion'
  | 'indexUpdate'
  | 'documentAdditionOrUpdate'
  | 'documentDeletion'
  | 'settingsUpdate';

export type TaskStatus = 'enqueued' | 'processing' | 'succeeded' | 'failed' | 'canceled';

/** What a write answers with (Meilisearch's `202 Accepted` body). */
export interface EnqueuedTask {
  taskUid: number;
  indexUid: string | null;
  status: TaskStatus;
  type: TaskType;
  enqueuedAt: string;
}

/** A finished task as `GET /tasks/{uid}` shows it. */
export interface Task {
  uid: number;
  indexUid: string | null;
  status: TaskStatus;
  type: TaskType;
  canceledBy: null;
  details: Record<string, unknown>;
  error: MeiliErrorBody | null;
  duration: string;
  enqueuedAt: string;
  startedAt: string;
  finishedAt: string;
}

export interface TaskQuery {
  indexUids?: string[];
  statuses?: TaskStatus[];
  types?: TaskType[];
  limit?: number;
  from?: number;
}

export interface TaskList {
  results: Task[];
  total: number;
  limit: number;
  from: number | null;
  next: number | null;
}

/** Most recent tasks kept in memory. */
const TASKS_KEPT = 1000;

/**
 * The engine's task history. Every write runs synchronously, so a task is recorded already
 * finished; it exists so an HTTP layer can answer clients that wait for tasks.
 */
export class TaskLog {
  private nextUid = 0;
  private readonly tasks = new Map<number, Task>();
  private readonly now: () => Date;
  private readonly clock: () => number;

  constructor(now: () => Date, clock: () => number) {
    this.now = now;
    this.clock = clock;
  }

  /** Runs `work` and records it as a task; rethrows failures with `taskUid` set. */
  run<T>(
    indexUid: string | null,
    type: TaskType,
    work: () => { result?: T; details: Record<string, unknown> },
  ): { task: EnqueuedTask; result: T | undefined } {
    const enqueuedAt = this.now().toISOString();
    const started = this.clock();
    const uid = this.nextUid++;
    const finish = (
      status: TaskStatus,
      details: Record<string, unknown>,
      error: MeiliErrorBody | null,
    ) => {
      const seconds = Math.max(0, this.clock() - started) / 1000;
      const task: Task = {
        uid,
        indexUid,
        status,
        type,
        canceledBy: null,
        details,
        error,
        duration: `PT${seconds.toFixed(6).replace(/0+$/, '').replace(/\.$/, '')}S`,
        enqueuedAt,
        startedAt: enqueuedAt,
        finishedAt: this.now().toISOString(),
      };
      this.tasks.set(uid, task);
      if (this.tasks.size > TASKS_KEPT) {
        const oldest = this.tasks.keys().next().value;
        if (oldest !== undefined) this.tasks.delete(oldest);
      }
      return { taskUid: uid, indexUid, status, type, enqueuedAt };
    };
    try {
      const { result, details } = work();
      return { task: finish('succeeded', details, null), result };
    } catch (error) {
      const meili =
        error instanceof MeiliError ? error : new MeiliError('internal', String(error), 500);
      finish('failed', {}, meili.toJSON());
      meili.taskUid = uid;
      throw meili;
    }
  }

  get(uid: number): Task {
    const task = this.tasks.get(uid);
    if (!task) throw new MeiliError('task_not_found', `Task \`${uid}\` not found.`);
    return task;
  }

  list(query: TaskQuery = {}): TaskList {
    const limit = query.limit ?? 20;
    const all = [...this.tasks.values()]
      .reverse()
      .filter(
        (task) =>
          (query.from === undefined || task.uid <= query.from) &&
          (!query.indexUids || query.indexUids.includes(task.indexUid ?? '')) &&
          (!query.statuses || query.statuses.includes(task.status)) &&
          (!query.types || query.types.includes(task.type)),
      );
    const results = all.slice(0, limit);
    const next = all[limit]?.uid ?? null;
    return { results, total: all.length, limit, from: results[0]?.uid ?? null, next };
  }
}
