// nginx as a child process with a configuration of its own in `dir`: no root paths, no system service.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { renderNginxConfig } from './nginx-config.mjs';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export const nginxInstalled = () => existsSync(NGINX_BIN);

async function waitForListening(url, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited (code ${child.exitCode})`);
    if (await fetch(url).then(() => true, () => false)) return;
    await sleep(100);
  }
  throw new Error(`nginx not answering at ${url}`);
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams`; `update(upstreams)` rewrites the
 * configuration and reloads (SIGHUP) when it changed.
 * @param {{ dir: string, port: number, upstreams: { address: string, ready: boolean }[], workers?: number }} opts
 */
export async function startNginx({ dir, port, upstreams, workers = 1 }) {
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const listen = `127.0.0.1:${port}`;
  let current = renderNginxConfig({ prefix: dir, listen, upstreams, workers });
  writeFileSync(conf, current);
  const args = ['-p', `${dir}/`, '-e', path.join(dir, 'error.log'), '-c', conf];
  const test = spawnSync(NGINX_BIN, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx configuration refused: ${test.stderr}`);
  // Its own process group: a Ctrl-C in the terminal reaches the supervisor, which stops nginx last.
  const child = spawn(NGINX_BIN, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const url = `http://localhost:${port}`;
  await waitForListening(`${url}/helpdesk/api/health/live`, child);
  return {
    url,
    child,
    conf,
    /** True when the configuration changed and nginx was told to reload. */
    update(next) {
      const rendered = renderNginxConfig({ prefix: dir, listen, upstreams: next, workers });
      if (rendered === current) return false;
      current = rendered;
      writeFileSync(conf, rendered);
      child.kill('SIGHUP');
      return true;
    },
    /** Graceful: the workers finish their requests (SIGQUIT). */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
