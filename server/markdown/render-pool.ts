import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The render took longer than its budget; its thread was terminated. */
export class RenderTimeout extends Error {}
/** The parser itself failed (in practice: a stack overflow on nesting). */
export class RenderFailed extends Error {}
/** More texts wait than the pool will queue. */
export class RenderBusy extends Error {}

interface Task {
  markdown: string;
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task?: Task & { timer: NodeJS.Timeout };
}

export interface RenderPoolOptions {
  size: number;
  budgetMs: number;
  maxQueue: number;
}

// Resolved from the project folder, not from this module: inside the Next server bundle this
// module's own path says nothing about where the sources are (and Node loads the worker unbundled).
const WORKER_FILE = path.join(process.cwd(), 'server', 'markdown', 'render-worker.mjs');

/** Worker threads that render markdown; a render over budget terminates its thread, which is replaced. */
export function createRenderPool({ size, budgetMs, maxQueue }: RenderPoolOptions) {
  const queue: Task[] = [];
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

  function pump() {
    slots.forEach((existing, index) => {
      if (queue.length === 0) {
        // An idle thread must not keep a script (the seed, a test run) from exiting.
        if (existing && !existing.task) existing.worker.unref();
        return;
      }
      const slot = existing ?? (slots[index] = start(index));
      if (!slot.ready || slot.task) return;
      const task = queue.shift()!;
      const timer = setTimeout(() => replace(index, new RenderTimeout(`over ${budgetMs} ms`)), budgetMs);
      slot.task = { ...task, timer };
      slot.worker.ref();
      slot.worker.postMessage({ markdown: task.markdown });
    });
  }

  return {
    render(markdown: string): Promise<string> {
      if (queue.length >= maxQueue) return Promise.reject(new RenderBusy());
      return new Promise<string>((resolve, reject) => {
        queue.push({ markdown, resolve, reject });
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
