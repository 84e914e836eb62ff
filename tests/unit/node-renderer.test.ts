// The `next start` preload (scripts/lib/node-renderer.cjs) hands Next's pages renderer
// scripts/lib/page-renderer.cjs, which must give Next, read the way Next reads it, the same HTML
// as the web-streams build it replaces (issue 34), also when something suspends.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nextStartArgs } from '../../scripts/lib/next-start.mjs';

const PROBE = `
const React = require('react');
const pages = require('next/dist/server/ReactDOMServerPages');
const edge = require('react-dom/server.edge');
const { renderToInitialFizzStream, streamToString } = require('next/dist/server/stream-utils/node-web-streams-helper');
const h = React.createElement;
const list = h('ul', { className: 'daftar' }, ['Agus', 'Sri & Dewi', '<b>', 'Kategori › Sub', 'Ni Luh Putu Éka 🙂'].map((n) => h('li', { key: n, title: n }, n)));
const later = Promise.resolve('sudah dimuat');
function Later() { return h('b', null, React.use(later)); }
const suspending = h('main', null, h(React.Suspense, { fallback: h('i', null, 'memuat') }, h(Later)), h(Later));
const read = async (server, element) => {
  const stream = await renderToInitialFizzStream({ ReactDOMServer: server, element });
  await stream.allReady;
  return streamToString(stream);
};
(async () => {
  const out = {};
  for (const [name, element] of Object.entries({ list, suspending })) {
    out[name] = await read(pages, element);
    out[name + 'Same'] = out[name] === (await read(edge, element));
  }
  out.ownEdge = require('react-dom/server.edge') === edge;
  out.pagesIsEdge = pages === edge;
  console.log(JSON.stringify(out));
})();`;

const probe = (args: string[]) => JSON.parse(execFileSync(process.execPath, [...args, '-e', PROBE], { encoding: 'utf8' })) as Record<string, unknown>;

describe('the renderer preload of next start', () => {
  it('gives Next its own renderer, with the same HTML as read by Next, and leaves everyone else their own request', () => {
    const preload = nextStartArgs(3000).slice(0, 2);
    expect(preload[0]).toBe('--require');
    const withPreload = probe(preload);
    expect(withPreload).toMatchObject({ pagesIsEdge: false, ownEdge: true, listSame: true, suspendingSame: true });
    expect(withPreload.list).toContain('<li title="Sri &amp; Dewi">Sri &amp; Dewi</li>');
    expect(withPreload.list).toContain('Ni Luh Putu Éka 🙂');
    // Suspended content is waited for, never replaced by its fallback.
    expect(withPreload.suspending).toBe('<main><!--$--><b>sudah dimuat</b><!--/$--><b>sudah dimuat</b></main>');
    expect(probe([])).toMatchObject({ pagesIsEdge: true, listSame: true });
  });

  it('leaves every other TextDecoder as it was', () => {
    const decoded = execFileSync(process.execPath, [...nextStartArgs(3000).slice(0, 2), '-e', `const d = new TextDecoder('utf-8', { fatal: true }); process.stdout.write(d.decode(new Uint8Array([0xc3, 0xa9]), { stream: true }) + d.decode())`], { encoding: 'utf8' });
    expect(decoded).toBe('é');
  });

  it('runs Next itself after the preload', () => {
    expect(nextStartArgs(7100).slice(2).map((a) => a.replace(/.*node_modules/, 'node_modules'))).toEqual(['node_modules/next/dist/bin/next', 'start', '-p', '7100']);
  });
});
