// Preloaded into every `next start` (`node --require`, scripts/lib/next-start.mjs): Next's pages
// renderer asks for React's web-streams build (`react-dom/server.edge`) even on Node, where it
// turns each of the thousands of small strings of a page into its own TextEncoder call and
// Uint8Array. React's Node build offers the same `renderToReadableStream` and writes strings with
// `encodeInto` straight into its buffer: the same HTML for 5-6 ms less Node CPU per ticket page
// view (issue 34, docs/performance.md). Only Next's own requests are redirected.
const Module = require('node:module');
const path = require('node:path');

const NEXT_DIST = `${path.sep}next${path.sep}dist${path.sep}`;
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveFilename(request, parent, ...rest) {
  const fromNext = request === 'react-dom/server.edge' && typeof parent?.filename === 'string' && parent.filename.includes(NEXT_DIST);
  return resolve.call(this, fromNext ? 'react-dom/server.node' : request, parent, ...rest);
};
