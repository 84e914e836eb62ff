// Renders deploy/nginx/helpdesk.conf.template: the upstream lists every portal process, a process
// that is not ready as `down`, and each ready one again as a backup that is never marked failed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const TEMPLATE = path.join(process.cwd(), 'deploy', 'nginx', 'helpdesk.conf.template');

/**
 * @param {{ prefix: string, listen: string, upstreams: { address: string, ready: boolean }[], workers?: number, template?: string }} opts
 * @returns {string}
 */
export function renderNginxConfig({ prefix, listen, upstreams, workers = 1, template = readFileSync(TEMPLATE, 'utf8') }) {
  const primary = upstreams.map(({ address, ready }) => `    server ${address} max_fails=1 fail_timeout=5s${ready ? '' : ' down'};`);
  // A 503 counts as a failed attempt (it is in proxy_next_upstream): with the database down every
  // process is marked failed within a request or two, and nginx would answer its own 502 "no live
  // upstreams". The backups take over then, so the client gets the portal's 503 { code, message }.
  const backup = upstreams.filter((u) => u.ready).map(({ address }) => `    server ${address} max_fails=0 backup;`);
  const servers = [...primary, ...backup].join('\n');
  const values = { PREFIX: prefix, LISTEN: listen, UPSTREAM_SERVERS: servers, WORKERS: String(workers) };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`nginx template: unknown placeholder ${match}`);
    return values[name];
  });
}
