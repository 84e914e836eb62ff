// Renders deploy/nginx/helpdesk.conf.template: the upstream lists every portal process, a process
// that is not ready as `down`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const TEMPLATE = path.join(process.cwd(), 'deploy', 'nginx', 'helpdesk.conf.template');

/**
 * @param {{ prefix: string, listen: string, upstreams: { address: string, ready: boolean }[], workers?: number, template?: string }} opts
 * @returns {string}
 */
export function renderNginxConfig({ prefix, listen, upstreams, workers = 1, template = readFileSync(TEMPLATE, 'utf8') }) {
  const servers = upstreams.map(({ address, ready }) => `    server ${address} max_fails=1 fail_timeout=5s${ready ? '' : ' down'};`).join('\n');
  const values = { PREFIX: prefix, LISTEN: listen, UPSTREAM_SERVERS: servers, WORKERS: String(workers) };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`nginx template: unknown placeholder ${match}`);
    return values[name];
  });
}
