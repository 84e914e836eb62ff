// The command line of `next start` for every launcher (npm start, the tests, the bench, a cluster):
// Node with the renderer preload (scripts/lib/node-renderer.cjs), then Next's own binary.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const NODE_RENDERER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node-renderer.cjs');

/** Arguments of `process.execPath` that serve the built portal on `port`. */
export const nextStartArgs = (port) => ['--require', NODE_RENDERER, NEXT_BIN, 'start', '-p', String(port)];
