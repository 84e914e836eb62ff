// Mixed reads and writes on N connections for a while, with each request's start, end and answer,
// so a test can tell acknowledged writes from lost ones and place failures in time.
export interface Outcome {
  kind: 'read' | 'write';
  /** The saved reply's title (writes). */
  title?: string;
  status: number | 'error';
  by: string | null;
  startedAt: number;
  endedAt: number;
}

export interface LoadOptions {
  connections: number;
  durationMs: number;
  /** One write in this many requests. */
  writeEvery: number;
  read(): Promise<Response>;
  write(title: string): Promise<Response>;
  /** Unique per run: every title starts with it. */
  prefix: string;
}

export async function mixedLoad({ connections, durationMs, writeEvery, read, write, prefix }: LoadOptions): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const until = Date.now() + durationMs;
  let sent = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const n = sent++;
      const kind = n % writeEvery === 0 ? 'write' : 'read';
      const title = kind === 'write' ? `${prefix}-${n}` : undefined;
      const startedAt = Date.now();
      let status: Outcome['status'] = 'error';
      let by: string | null = null;
      try {
        const res = await (title ? write(title) : read());
        status = res.status;
        by = res.headers.get('x-portal-process');
        await res.arrayBuffer();
      } catch {
        status = 'error';
      }
      outcomes.push({ kind, title, status, by, startedAt, endedAt: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return outcomes;
}

export const ok = (o: Outcome) => typeof o.status === 'number' && o.status >= 200 && o.status < 300;
