// The request half of the Zoom conformance suite: what the portal sends to Zoom (recorded in front
// of the Zoom sandbox) against Zoom's public API as its own SDK and public clients call it:
// server-to-server OAuth (Basic credentials; grant_type and account_id in the form body, as the
// SDK sends them, or in the query string, as Zoom's examples do) and the meeting endpoints with
// their documented query and body names. Where the sandbox and this table disagree, this wins.
import type { RecordedExchange } from '../helpers/recording-proxy';
import { bodyProblems, endpointOf, queryProblems, type Endpoint } from './judge-request';

const words = (text: string) => text.split(' ');

/** Below the API base (ZOOM_API_URL, `/v2`). */
export const ZOOM_REFERENCE: readonly Endpoint[] = [
  { method: 'GET', path: '/users/{userId}/meetings', query: words('type page_size next_page_token page_number from to timezone') },
  {
    method: 'POST',
    path: '/users/{userId}/meetings',
    body: {
      type: 'json',
      fields: words('topic type start_time duration schedule_for timezone password default_password agenda tracking_fields recurrence settings template_id pre_schedule'),
      required: [],
    },
  },
  { method: 'GET', path: '/meetings/{meetingId}', query: words('occurrence_id show_previous_occurrences') },
  { method: 'DELETE', path: '/meetings/{meetingId}', query: words('occurrence_id schedule_for_reminder cancel_meeting_reminder') },
];

const TOKEN_PATH = '/oauth/token';
const API_PREFIX = '/v2';

function tokenProblems(exchange: RecordedExchange, url: URL): string[] {
  const problems: string[] = [];
  if (exchange.method !== 'POST') problems.push('the token call is not a POST');
  if (!/^Basic [A-Za-z0-9+/=]+$/.test(String(exchange.headers.authorization ?? ''))) problems.push('the token call carries no Basic credentials');
  const form = /^application\/x-www-form-urlencoded\b/.test(String(exchange.headers['content-type'] ?? '')) ? new URLSearchParams(exchange.body.toString('utf8')) : new URLSearchParams();
  const valueOf = (name: string) => form.get(name) ?? url.searchParams.get(name);
  if (valueOf('grant_type') !== 'account_credentials') problems.push('grant_type is not account_credentials');
  if (!valueOf('account_id')) problems.push('no account_id');
  const names = new Set([...form.keys(), ...url.searchParams.keys()]);
  for (const name of names) if (name !== 'grant_type' && name !== 'account_id') problems.push(`${name} is not a parameter of the token call`);
  return problems;
}

/** Every way `exchange` differs from Zoom's API, each prefixed with the request; empty when it conforms. */
export async function zoomRequestProblems(exchange: RecordedExchange): Promise<string[]> {
  const url = new URL(exchange.target, 'http://recorded');
  const label = `${exchange.method} ${url.pathname}${url.search}`;
  let problems: string[];
  if (url.pathname === TOKEN_PATH) problems = tokenProblems(exchange, url);
  else if (!url.pathname.startsWith(`${API_PREFIX}/`)) problems = ['outside the API and the token URL'];
  else {
    const endpoint = endpointOf(ZOOM_REFERENCE, exchange.method, url.pathname.slice(API_PREFIX.length));
    if (!endpoint) return [`${label}: no such endpoint in Zoom's API`];
    problems = [...queryProblems(url, endpoint), ...(await bodyProblems(exchange, endpoint))];
    if (!/^Bearer \S+$/.test(String(exchange.headers.authorization ?? ''))) problems.push('no `Authorization: Bearer <token>`');
  }
  return problems.map((problem) => `${label}: ${problem}`);
}

export async function zoomConformance(exchanges: readonly RecordedExchange[]): Promise<string[]> {
  return (await Promise.all(exchanges.map(zoomRequestProblems))).flat();
}
