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
// The first render in a thread pays for compiling the parser; do it before taking work, so a
// fresh thread (at start or after one was terminated) is not charged for it against the budget.
await renderUnbounded('**a** [b](/b)\n\n- c\n\n| d |\n| - |\n| e |');
parentPort.postMessage({ ready: true });
