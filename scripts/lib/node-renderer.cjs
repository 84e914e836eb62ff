// Preloaded into every `next start` (`node --require`, scripts/lib/next-start.mjs): Next's pages
// renderer asks for React's web-streams build (`react-dom/server.edge`) even on Node, where it
// turns each of the thousands of small strings of a page into its own TextEncoder call and
// Uint8Array. It gets scripts/lib/page-renderer.cjs instead: React's Node build, rendering to one
// string where nothing suspends. The same HTML for less than half the renderer's Node CPU per page
// view (issue 34, docs/performance.md). Only Next's own requests are redirected.
const Module = require('node:module');
const path = require('node:path');

const NEXT_DIST = `${path.sep}next${path.sep}dist${path.sep}`;
const PAGE_RENDERER = path.join(__dirname, 'page-renderer.cjs');
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveFilename(request, parent, ...rest) {
  const fromNext = request === 'react-dom/server.edge' && typeof parent?.filename === 'string' && parent.filename.includes(NEXT_DIST);
  return resolve.call(this, fromNext ? PAGE_RENDERER : request, parent, ...rest);
};
