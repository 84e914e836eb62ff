// The KP line's data: before Lighthouse opens the admin's KP list, the bench syncs its period from
// the SIASN sandbox through the portal's own job (POST .../kp/sync, then the job until it ends).
import type { JobView, StartedJobView } from '../../utils/schemas/personnel-admin';

const POLL_MS = 1_000;
const GIVE_UP_MS = 300_000;

/**
 * fetch, once more when the socket it reused was closed meanwhile (the server's keep-alive ends
 * while the bench loads other routes). Safe here: a second start of the same period joins the live job.
 */
async function fetchOnFreshSocket(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

export async function syncKpPeriod(api: string, cookie: string, periode: string): Promise<JobView> {
  const headers = { cookie, 'content-type': 'application/json', origin: new URL(api).origin };
  const res = await fetchOnFreshSocket(`${api}/siasn/ws/admin/kp/sync`, { method: 'POST', headers, body: JSON.stringify({ periode }) });
  if (!res.ok) throw new Error(`KP sync answered ${res.status}: ${await res.text()}`);
  const { job } = (await res.json()) as StartedJobView;
  const deadline = Date.now() + GIVE_UP_MS;
  for (let current = job; ; ) {
    if (current.state === 'completed') return current;
    if (current.state === 'failed' || current.state === 'cancelled') throw new Error(`KP sync ${current.state}`);
    if (Date.now() > deadline) throw new Error(`KP sync still ${current.state} after ${GIVE_UP_MS / 1000} s (${current.done}/${current.total ?? '?'})`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const poll = await fetchOnFreshSocket(`${api}/jobs/${encodeURIComponent(current.id)}`, { headers: { cookie } });
    if (!poll.ok) throw new Error(`job ${current.id} answered ${poll.status}`);
    current = (await poll.json()) as JobView;
  }
}
