import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import eventsHandler from '@/pages/api/events';
import { jobStageOf } from '@/server/jobs/stage';
import { appendJobLog, deleteJob, insertJob, updateJob } from '@/server/jobs/store';
import { useLiveEventsContext } from '../helpers/live-events-context';

// Issue 17: background jobs are pushed, not polled. Every change of a job's row is announced on
// the `jobs` topic in its transaction; a stream hears it when it asked for `jobs=true`, which
// only those who may run the personnel pipelines may do.

const { ctx, people, listen, quiet } = useLiveEventsContext();

const newJob = () => insertJob(ctx.db, { id: randomUUID(), kind: 'uji', key: randomUUID(), params: {}, createdBy: people.admin.id });

describe('GET /api/events?jobs=true', () => {
  it.each(['agent', 'requester'] as const)('refuses the %s with 403 as JSON, before any stream', async (who) => {
    const res = await ctx.api.call<{ code: string; message: string }>(eventsHandler, { path: '/events?jobs=true', user: people[who] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'Hanya admin yang dapat mengikuti pekerjaan latar belakang' });
  });

  it('answers 400 for a value other than true or false', async () => {
    const res = await ctx.api.call<{ code: string }>(eventsHandler, { path: '/events?jobs=ya', user: people.admin });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it("an admin's stream hears a job queued, moving on, logging, staging a page and going, each with its id", async () => {
    const stream = await listen(people.admin, '?jobs=true');
    const job = await newJob();
    const heard = (from: number) => stream.next((m) => m.type === 'job_updated' && m.data.jobId === job.id, { from });
    const queued = await heard(0);
    expect(queued).toMatchObject({ topic: 'jobs', data: { jobId: job.id } });
    expect(Number(queued.id)).toBeGreaterThan(0);

    const steps: [string, () => Promise<unknown>][] = [
      ['progress', () => updateJob(ctx.db, job.id, { state: 'running', done: 1, total: 3 })],
      ['log line', () => appendJobLog(ctx.db, job.id, 'Halaman 1 dari 3')],
      ['staged page', () => jobStageOf(ctx.db, job.id).append([{ nip: '1' }], 3)],
      ['gone', () => deleteJob(ctx.db, job.id)],
    ];
    for (const [name, step] of steps) {
      const from = stream.messages.length;
      await step();
      await expect(heard(from), name).resolves.toMatchObject({ topic: 'jobs' });
    }
  });

  it("a stream that did not ask for jobs, and anyone else's, hears none", async () => {
    const without = await listen(people.admin);
    const agent = await listen(people.agent);
    const job = await newJob();
    await updateJob(ctx.db, job.id, { state: 'completed' });
    await quiet();
    for (const stream of [without, agent]) expect(stream.messages.filter((m) => m.type === 'job_updated')).toEqual([]);
  });

  it('a change rolled back is never heard', async () => {
    const stream = await listen(people.admin, '?jobs=true');
    const job = await newJob();
    await stream.next((m) => m.type === 'job_updated' && m.data.jobId === job.id);
    const from = stream.messages.length;
    await expect(
      ctx.db.transaction(async (tx) => {
        await updateJob(tx, job.id, { state: 'failed' });
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    await quiet();
    expect(stream.messages.slice(from).filter((m) => m.type === 'job_updated')).toEqual([]);
  });
});
