import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ProbeFailure, ProbeSteps } from '@/server/gateways/probes/line';

// docs/deploy.md section 3: a failed call names why, from undici's error (the cause's code).
const failWith = (error: unknown) => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(error));
const fetchFailed = (cause: unknown) => Object.assign(new TypeError('fetch failed'), { cause });

async function reasonOf(error: unknown): Promise<{ code: string; detail: string }> {
  failWith(error);
  const failure = await new ProbeSteps().send(new URL('http://localhost:4999/x'), { headers: {}, timeoutMs: 1234 }).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(ProbeFailure);
  const { code, detail } = failure as ProbeFailure;
  return { code, detail };
}

afterEach(() => vi.unstubAllGlobals());

describe('probe failure reasons', () => {
  it('an unknown host is DNS', async () => {
    expect(await reasonOf(fetchFailed({ code: 'ENOTFOUND' }))).toEqual({ code: 'DNS', detail: 'ENOTFOUND' });
  });
  it('a refused certificate is TLS, with its code', async () => {
    expect(await reasonOf(fetchFailed({ code: 'CERT_HAS_EXPIRED' }))).toEqual({ code: 'TLS', detail: 'CERT_HAS_EXPIRED' });
    expect(await reasonOf(fetchFailed({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toEqual({ code: 'TLS', detail: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
  });
  it('the deadline is TIMEOUT with the timeout used', async () => {
    expect(await reasonOf(new DOMException('timed out', 'TimeoutError'))).toEqual({ code: 'TIMEOUT', detail: '1234 ms' });
  });
  it('both addresses refusing (an AggregateError) is NETWORK with the first code', async () => {
    expect(await reasonOf(fetchFailed({ errors: [{ code: 'ECONNREFUSED' }, { code: 'ECONNREFUSED' }] }))).toEqual({ code: 'NETWORK', detail: 'ECONNREFUSED' });
  });
});

describe('answers', () => {
  const probe = new ProbeSteps();
  const answer = (status: number) => ({ status, json: {}, raw: { status, contentType: 'application/json', body: Buffer.from('{}') } });
  it('401 and 403 name the refused credential; 404 and other statuses are told apart', () => {
    expect(() => probe.accept(answer(401), 'token SSO')).toThrow('UNAUTHORIZED: 401 token SSO');
    expect(() => probe.accept(answer(403), 'kunci API bank')).toThrow('UNAUTHORIZED: 403 kunci API bank');
    expect(() => probe.accept(answer(404), 'x')).toThrow('NOT_FOUND: 404');
    expect(() => probe.accept(answer(502), 'x')).toThrow('HTTP: 502');
  });
  it('an answer of another shape names the first field that differs; no body is NOT_JSON', () => {
    const schema = z.object({ data: z.array(z.object({ nip: z.string() })) });
    expect(() => probe.shape(schema, { data: [{ nipBaru: '1' }] })).toThrow('SHAPE: data.0.nip: invalid_type');
    expect(() => probe.shape(schema, undefined)).toThrow('NOT_JSON: body');
  });
});
