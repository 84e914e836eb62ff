// The `next start` preload (scripts/lib/node-renderer.cjs) hands Next's pages renderer React's
// Node build, which must render the same HTML as the web-streams build it replaces (issue 34).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nextStartArgs } from '../../scripts/lib/next-start.mjs';

const PROBE = `
const React = require('react');
const pages = require('next/dist/server/ReactDOMServerPages');
const node = require('react-dom/server.node');
const edge = require('react-dom/server.edge');
const element = React.createElement('ul', { className: 'daftar' }, ['Agus', 'Sri & Dewi', '<b>'].map((n) => React.createElement('li', { key: n, title: n }, n)));
const html = async (server) => new Response(await server.renderToReadableStream(element)).text();
Promise.all([html(pages), html(edge)]).then(([fromPages, fromEdge]) =>
  console.log(JSON.stringify({ nodeBuild: pages.renderToReadableStream === node.renderToReadableStream, same: fromPages === fromEdge, fromPages, ownEdge: require('react-dom/server.edge') === edge })),
);`;

const probe = (args: string[]) => JSON.parse(execFileSync(process.execPath, [...args, '-e', PROBE], { encoding: 'utf8' })) as Record<string, unknown>;

describe('the renderer preload of next start', () => {
  it('gives Next the Node build, with the same HTML, and leaves everyone else their own request', () => {
    const preload = nextStartArgs(3000).slice(0, 2);
    expect(preload[0]).toBe('--require');
    const withPreload = probe(preload);
    expect(withPreload).toMatchObject({ nodeBuild: true, same: true, ownEdge: true });
    expect(withPreload.fromPages).toContain('<li title="Sri &amp; Dewi">Sri &amp; Dewi</li>');
    expect(probe([])).toMatchObject({ nodeBuild: false, same: true });
  });

  it('runs Next itself after the preload', () => {
    expect(nextStartArgs(7100).slice(2).map((a) => a.replace(/.*node_modules/, 'node_modules'))).toEqual(['node_modules/next/dist/bin/next', 'start', '-p', '7100']);
  });
});
