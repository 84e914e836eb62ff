import type { BenchCase } from './cases';

const STAFF_READ = /^\/siasn\/ws\/admin\/(\d{18})\//;

/**
 * A staff read of another person's record needs a purpose (docs/privacy.md): the bench's session
 * states one for each NIP its cases read, as the purpose modal does, before anything is measured.
 */
export async function statePurposes(api: string, cookie: string, cases: readonly BenchCase[]): Promise<void> {
  const nips = new Set(cases.map((c) => STAFF_READ.exec(c.path)?.[1]).filter((nip): nip is string => nip !== undefined));
  for (const nip of nips) {
    const res = await fetch(`${api}/siasn/ws/admin/${nip}/keperluan`, {
      method: 'POST',
      headers: { cookie, origin: new URL(api).origin, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'audit' }),
    });
    if (res.status !== 204) throw new Error(`stating the purpose of reading ${nip} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
}
