import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The render took longer than its budget; its thread was terminated. */
export class RenderTimeout extends Error {}
/** The parser itself failed (in practice: a stack overflow on nesting). */
export class RenderFailed extends Error {}
/** More texts wait than the pool will queue, in all or of this owner; `waiting` counts the owner's. */
export class RenderBusy extends Error {
  override readonly name = 'RenderBusy';
  constructor(readonly waiting: number) {
    super('render queue full');
  }
}

/**
 * Told by name, not instanceof: the pool lives on globalThis (one per process) and may have been
 * made by another load of this module (Next dev reloads, a test run's files), whose class differs.
 */
export const isRenderBusy = (error: unknown): error is RenderBusy => error instanceof Error && error.name === 'RenderBusy';

interface Task {
  markdown: string;
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

type Running = Task & { timer: NodeJS.Timeout };

interface Slot {
  worker: Worker;
  ready: boolean;
  task?: Running;
}

export interface RenderPoolOptions {
  size: number;
  budgetMs: number;
  /** Texts waiting in all. */
  maxQueue: number;
  /** Texts waiting of one owner (a person): one person's backlog never fills the queue for everyone. */
  maxPerOwner: number;
}

/** The queue of renders that are nobody's request. */
const SYSTEM = Symbol('system');

// Resolved from the project folder, not from this module: inside the Next server bundle this
// module's own path says nothing about where the sources are (and Node loads the worker unbundled).
const WORKER_FILE = path.join(process.cwd(), 'server', 'markdown', 'render-worker.mjs');

/**
 * Worker threads that render markdown; a render over budget terminates its thread, which is
 * replaced. Fair per owner: each owner has a queue and the threads take the owners in turn, so a
 * text of an owner with nothing else waiting starts after at most one text of each other owner
 * with texts waiting (docs/security.md, Markdown).
 */
export function createRenderPool({ size, budgetMs, maxQueue, maxPerOwner }: RenderPoolOptions) {
  /** Owner -> texts waiting; Map order is the turn order (an owner goes to the back when served). */
  const queues = new Map<string | symbol, Task[]>();
  let waiting = 0;
  const slots: (Slot | undefined)[] = Array.from({ length: size }, () => undefined);

  function settle(index: number, outcome: { html?: string; error?: Error }) {
    const task = slots[index]?.task;
    if (!task) return;
    clearTimeout(task.timer);
    slots[index]!.task = undefined;
    if (outcome.error) task.reject(outcome.error);
    else task.resolve(outcome.html ?? '');
  }

  function replace(index: number, error: Error) {
    const slot = slots[index];
    slots[index] = undefined;
    if (slot) {
      slot.worker.removeAllListeners();
      void slot.worker.terminate();
      if (slot.task) {
        clearTimeout(slot.task.timer);
        slot.task.reject(error);
      }
    }
    pump();
  }

  function start(index: number): Slot {
    const worker = new Worker(WORKER_FILE);
    const slot: Slot = { worker, ready: false };
    worker.on('message', (message: { ready?: true; html?: string; error?: string }) => {
      if (message.ready) slot.ready = true;
      else settle(index, message.error === undefined ? { html: message.html } : { error: new RenderFailed(message.error) });
      pump();
    });
    worker.on('error', (error) => replace(index, new RenderFailed(error.message)));
    worker.on('exit', () => slots[index] === slot && replace(index, new RenderFailed('render thread exited')));
    return slot;
  }

  /** The next owner's first text; the owner goes to the back of the turn. */
  function next(): Task | undefined {
    const first = queues.entries().next();
    if (first.done) return undefined;
    const [owner, tasks] = first.value;
    const task = tasks.shift()!;
    queues.delete(owner);
    if (tasks.length > 0) queues.set(owner, tasks);
    waiting -= 1;
    return task;
  }

  /**
   * The budget, measured by the clock of the render: when the timer fires late because this
   * thread's own event loop was busy, the thread's answer may already be waiting; setImmediate runs
   * after pending messages are read, so only a render really over budget is cut.
   */
  function startTask(index: number, task: Task): Running {
    const running = { ...task } as Running;
    // Only this task is cut: by the time the check runs, its answer may have come and another task started.
    running.timer = setTimeout(() => setImmediate(() => slots[index]?.task === running && replace(index, new RenderTimeout(`over ${budgetMs} ms`))), budgetMs);
    return running;
  }

  function pump() {
    slots.forEach((existing, index) => {
      if (waiting === 0) {
        // An idle thread must not keep a script (the seed, a test run) from exiting.
        if (existing && !existing.task) existing.worker.unref();
        return;
      }
      const slot = existing ?? (slots[index] = start(index));
      if (!slot.ready || slot.task) return;
      slot.task = startTask(index, next()!);
      slot.worker.ref();
      slot.worker.postMessage({ markdown: slot.task.markdown });
    });
  }

  return {
    /**
     * `owner`: whose text it is (a person), for the turns and the per-owner limit; none for the
     * portal's own work (the seed, jobs), which takes its turns as one owner without that limit.
     */
    render(markdown: string, owner?: string): Promise<string> {
      const key = owner ?? SYSTEM;
      const mine = queues.get(key) ?? [];
      if (waiting >= maxQueue || (owner !== undefined && mine.length >= maxPerOwner)) return Promise.reject(new RenderBusy(mine.length));
      return new Promise<string>((resolve, reject) => {
        mine.push({ markdown, resolve, reject });
        queues.set(key, mine);
        waiting += 1;
        pump();
      });
    },
    async close(): Promise<void> {
      await Promise.all(slots.map((slot) => slot?.worker.terminate()));
      slots.fill(undefined);
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
