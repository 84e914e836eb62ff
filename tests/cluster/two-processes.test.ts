// Two portal processes behind nginx on one PostgreSQL and one (private) Redis: a session, a rate
// limit, a job and an upload are the cluster's, not one process's; Redis restarting breaks nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../helpers/tiny-png';
import { HttpSession } from './support/http-session';
import { mixedLoad, ok } from './support/mixed-load';
import { openLiveStream } from './support/sse-reader';
import { startTestCluster, type TestCluster } from './support/test-cluster';

let run: TestCluster;
const people: Record<string, HttpSession> = {};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  run = await startTestCluster();
  // Signed in through nginx, as a browser would be (before any Redis restart).
  for (const username of ['user', 'user2', 'agent', 'admin']) {
    people[username] = new HttpSession();
    await people[username].signIn(run.cluster.url, username);
  }
}, 240_000);
afterAll(async () => {
  await run?.close();
}, 60_000);

const [first, second] = [0, 1].map((i) => () => run.cluster.processes[i]);

/** POST /api/markdown straight to each process in turn; the statuses in order, with who answered. */
async function previews(session: HttpSession, count: number) {
  const answers: { status: number; by: string | null }[] = [];
  for (let i = 0; i < count; i++) {
    const target = (i % 2 === 0 ? first : second)();
    const res = await session.fetch(`${target.url}/api/markdown`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: `**${i}**` }) });
    await res.body?.cancel();
    answers.push({ status: res.status, by: res.headers.get('x-portal-process') });
  }
  return answers;
}

/**
 * A live stream on the second process follows a new ticket of the user's; a comment posted through
 * the first: how long after the comment's answer (its commit) the event arrived.
 */
async function commentTravelMs(): Promise<number> {
  // Created through portal-2: the comment is then the only event portal-1 publishes.
  const created = await people.user.fetch(`${second().url}/api/tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: `Pertanyaan klaster ${Date.now()}`, description: 'Apakah balasan sampai ke proses lain?' }),
  });
  expect(created.status).toBe(201);
  const ticketId = ((await created.json()) as { id: number }).id;
  const stream = await openLiveStream(people.user, `${second().url}/api/events?tickets=${ticketId}`);
  try {
    expect(stream.by).toBe('portal-2');
    await stream.next((m) => m.type === 'ready', 5_000, 0);
    const arrives = stream.next((m) => m.type === 'comment_created' && m.topic === `ticket:${ticketId}`, 5_000);
    const posted = await people.user.fetch(`${first().url}/api/tickets/${ticketId}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ markdown: `Komentar lewat portal-1 ${Date.now()}` }),
    });
    const answeredAt = Date.now();
    expect(posted.status).toBe(201);
    expect(posted.headers.get('x-portal-process')).toBe('portal-1');
    const { id } = (await posted.json()) as { id: number };
    const event = await arrives;
    expect(event.data.commentId).toBe(id);
    return event.at - answeredAt;
  } finally {
    stream.close();
  }
}

describe('a cluster of two processes behind nginx', () => {
  // First: both processes are fresh, so this is portal-1's first live event (the first after a start
  // or a deploy must cross too).
  it('pushes a comment posted through one process to a live stream on the other within a second', async () => {
    const travelMs = await commentTravelMs();
    console.info(`comment through portal-1 -> stream on portal-2: ${travelMs} ms`);
    expect(travelMs).toBeLessThan(1_000);
  });

  it('serves one signed-in person from both processes with the same session', async () => {
    const servedBy = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await people.user.fetch(`${run.cluster.url}/api/users/information`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { username: string }).username).toBe('user');
      servedBy.add(res.headers.get('x-portal-process') ?? 'none');
    }
    expect([...servedBy].sort()).toEqual(['portal-1', 'portal-2']);
    // Pages name their process too (proxy.ts), not only the API.
    const page = await people.user.fetch(`${run.cluster.url}/auth/signin`);
    await page.body?.cancel();
    expect(page.headers.get('x-portal-process')).toMatch(/^portal-[12]$/);
  });

  it('counts a rate limit across both processes (markdown preview: 30 a minute per person)', async () => {
    const answers = await previews(people.user2, 32);
    expect(answers.slice(0, 30).every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(30).map((a) => a.status)).toEqual([429, 429]);
    expect(new Set(answers.map((a) => a.by))).toEqual(new Set(['portal-1', 'portal-2']));
  });

  it('runs a sync job once, whichever process it was started through', async () => {
    const start = (target: () => { url: string }) =>
      people.admin.fetch(`${target().url}/api/siasn/ws/admin/unor/sync`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const [a, b] = await Promise.all([start(first), start(second)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    const [jobA, jobB] = (await Promise.all([a.json(), b.json()])) as { job: { id: string }; existing: boolean }[];
    expect(jobB.job.id).toBe(jobA.job.id);
    expect([jobA.existing, jobB.existing].sort()).toEqual([false, true]);
    let job: { state: string; attempts: number; log: { text: string }[] } | undefined;
    for (let i = 0; i < 60 && job?.state !== 'completed'; i++) {
      await sleep(500);
      job = (await run.database.pool.query('select state, attempts, log from jobs where id = $1', [jobA.job.id])).rows[0];
    }
    expect(job?.state).toBe('completed');
    expect(job?.attempts).toBe(1);
    expect(job?.log.filter((line) => line.text.endsWith('unit tersimpan.'))).toHaveLength(1);
    // The call log is written after each call without waiting: give it a moment, then count.
    await sleep(1_000);
    const calls = await run.database.pool.query("select count(*)::int as n from siasn_calls where path like '%ref-unor%'");
    expect(calls.rows[0].n).toBe(1);
    const units = await run.database.pool.query('select count(*)::int as n from unor');
    expect(units.rows[0].n).toBeGreaterThan(0);
  });

  it('shares one Zoom token between the processes (Zoom revokes a token when it issues the next)', async () => {
    const zoom = run.cluster.sandboxes.zoom!;
    const before = zoom.stats().tokensIssued;
    for (const target of [first, second, first, second]) {
      const res = await people.admin.fetch(`${target().url}/api/zoom/admin/meetings?type=scheduled`);
      await res.body?.cancel();
      expect(res.status).toBe(200);
    }
    expect(zoom.stats().tokensIssued - before).toBe(1);
  });

  it('serves an upload stored through one process from the other', async () => {
    const form = new FormData();
    const bytes = Buffer.concat([TINY_PNG, Buffer.from(`cluster-${Date.now()}`)]);
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'klaster.png');
    const stored = await people.user.fetch(`${first().url}/api/uploads`, { method: 'POST', body: form });
    expect(stored.status).toBe(201);
    expect(stored.headers.get('x-portal-process')).toBe('portal-1');
    const { url } = (await stored.json()) as { url: string };
    const fileName = url.split('/').pop();
    const served = await people.user.fetch(`${second().url}/api/uploads/${fileName}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-portal-process')).toBe('portal-2');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('keeps answering while Redis restarts; once it is back, rate limits are shared and pushes cross processes again', async () => {
    await run.redis.stop();
    const during = [];
    for (let i = 0; i < 10; i++) {
      const res = await people.user.fetch(`${run.cluster.url}/api/users/information`);
      await res.body?.cancel();
      during.push(res.status);
    }
    expect(during.every((status) => status === 200)).toBe(true);
    // Limits fall back to each process's memory: answered, not a 500.
    expect((await previews(people.user, 4)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    await run.redis.start();
    // ioredis reconnects within its 2 s back-off.
    await sleep(3_000);
    const answers = await previews(people.agent, 32);
    expect(answers.slice(0, 30).every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(30).map((a) => a.status)).toEqual([429, 429]);
    // Pushes across processes resume: each process's subscriber is back on the channel.
    const travelMs = await commentTravelMs();
    console.info(`after the Redis restart: comment through portal-1 -> stream on portal-2: ${travelMs} ms`);
    expect(travelMs).toBeLessThan(1_000);
    for (const p of run.cluster.processes) expect(p.child.exitCode).toBeNull();
  });

  // Last: it leaves one process.
  it('takes a stopped process out of nginx before it stops: under load, not one request fails', async () => {
    const prefix = `henti-${Date.now()}`;
    let stoppedAt = 0;
    const stopping = new Promise<void>((resolve) =>
      setTimeout(() => {
        stoppedAt = Date.now();
        void second().stop().then(resolve);
      }, 2_000),
    );
    const outcomes = await mixedLoad({
      connections: 20,
      durationMs: 8_000,
      writeEvery: 4,
      prefix,
      read: () => people.agent.fetch(`${run.cluster.url}/api/saved-replies?page=1&limit=10`),
      write: (title) =>
        people.agent.fetch(`${run.cluster.url}/api/saved-replies`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title, content: 'Balasan uji henti' }) }),
    });
    await stopping;
    console.info(`stop under load: ${outcomes.length} requests, ${outcomes.filter((o) => o.resent).length} sent again after nginx's reload closed their idle connection`);
    expect(second().child.exitCode ?? second().child.signalCode).not.toBeNull();
    expect(outcomes.filter((o) => !ok(o)).map((o) => `${o.kind} ${o.status}`)).toEqual([]);
    // Both served before the stop; a second after it began (nginx reloaded), only portal-1.
    expect(new Set(outcomes.filter((o) => o.endedAt < stoppedAt).map((o) => o.by))).toEqual(new Set(['portal-1', 'portal-2']));
    expect(new Set(outcomes.filter((o) => o.startedAt > stoppedAt + 1_000).map((o) => o.by))).toEqual(new Set(['portal-1']));
    const { rows } = await run.database.pool.query('select count(*)::int as n from saved_replies where title like $1', [`${prefix}-%`]);
    expect(rows[0].n).toBe(outcomes.filter((o) => o.kind === 'write').length);
  });
});
