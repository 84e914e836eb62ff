// Mixed reads and writes on N connections for a while, with each request's start, end and answer,
// so a test can tell acknowledged writes from lost ones and place failures in time.
export interface Outcome extends Answer {
  kind: 'read' | 'write';
  /** The saved reply's title (writes). */
  title?: string;
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

// How undici reports a kept-alive connection the other side closed (closed, or reset when our request met it closing).
const CLOSED_BEFORE_ANSWER = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);
const errorCode = (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name ?? 'error');

export interface Answer {
  /** The HTTP status, or the client's error code when no answer came. */
  status: number | string;
  by: string | null;
  /** Sent again after the connection closed before any answer. */
  resent: boolean;
  /** The body of an answer outside 2xx. */
  body?: string;
}

// Chromium resends a request whose reused connection closed before any answer up to twice: the
// retry may itself pick another idle connection the same reload closed.
const ATTEMPTS = 3;
// Chromium also checks that an idle connection is still open before it reuses one (a peek for the
// other side's close), so a resend rarely meets a connection the reload already closed; undici does
// not. The resend waits a moment so the closes nginx has already sent reach the pool first (stop
// 38's CI: all three attempts met connections of the same reload).
const RESEND_AFTER_MS = 50;

/** One request, read to its end; sent again (up to twice) when its kept-alive connection was closed first. */
export async function send(request: () => Promise<Response>): Promise<Answer> {
  const answer: Answer = { status: 'error', by: null, resent: false };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const res = await request();
      answer.status = res.status;
      answer.by = res.headers.get('x-portal-process');
      const body = await res.text();
      if (!res.ok) answer.body = body;
      break;
    } catch (error) {
      answer.status = errorCode(error);
      // A kept-alive connection nginx closed at a reload (its old workers close idle ones) fails
      // before the request left: browsers send it again, so does this.
      // nginx never closes a connection with a request in flight, so a resent write is not a
      // second write (the tests count duplicates to prove it).
      if (!CLOSED_BEFORE_ANSWER.has(answer.status)) break;
      answer.resent = true;
      await new Promise((resolve) => setTimeout(resolve, RESEND_AFTER_MS));
    }
  }
  return answer;
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
      const answer = await send(() => (title ? write(title) : read()));
      outcomes.push({ kind, title, ...answer, startedAt, endedAt: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return outcomes;
}

export const ok = (o: Outcome) => typeof o.status === 'number' && o.status >= 200 && o.status < 300;
