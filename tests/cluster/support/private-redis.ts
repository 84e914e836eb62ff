// A redis-server of the test's own on a free port, so restarting it never touches the machine's Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { freePort } from '@/scripts/reliability/free-port';

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
export const redisServerInstalled = () => existsSync(REDIS_SERVER);

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** In memory only (no dump, no append-only file): a restart starts empty, as after a crash without persistence. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; i < 50 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 100));
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      running.kill('SIGKILL');
      await new Promise((resolve) => running.once('exit', resolve));
    },
  };
  await redis.start();
  return redis;
}
