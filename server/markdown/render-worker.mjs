// One render thread of the pool in render-pool.ts. A text that takes too long is stopped by
// terminating this whole thread, so the server's event loop never runs the parser itself.
import { parentPort } from 'node:worker_threads';
import { renderUnbounded } from './markdown-processor.mjs';

parentPort.on('message', async ({ markdown }) => {
  try {
    parentPort.postMessage({ html: await renderUnbounded(markdown) });
  } catch (error) {
    // Typically "Maximum call stack size exceeded" on nesting the depth check let through.
    parentPort.postMessage({ error: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
