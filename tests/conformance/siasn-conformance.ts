// The request half of the SIASN conformance suite: each request the portal put on the wire
// (recorded by tests/helpers/recording-proxy.ts in front of the sandbox) against the reference
// (siasn-reference.ts): the endpoint, the two tokens of section 1, the query names and the body.
import type { IncomingHttpHeaders } from 'node:http';
import { API_PATH, REF_PATH, SSO_TOKEN_PATH, WSO2_TOKEN_PATH } from '../../sandboxes/siasn/env.mjs';
import type { RecordedExchange } from '../helpers/recording-proxy';
import { bodyProblems, endpointOf, queryProblems } from './judge-request';
import { EXTRA_QUERY, SIASN_REFERENCE, UNDOCUMENTED, type ReferenceBase, type ReferenceEndpoint } from './siasn-reference';

const TABLE: readonly ReferenceEndpoint[] = [...SIASN_REFERENCE, ...UNDOCUMENTED.map(({ endpoint }) => endpoint)];

/** The base a request path is below and the rest of the path, or null for a path outside SIASN. */
function placeOf(pathname: string): { base: ReferenceBase; below: string } | null {
  if (pathname === WSO2_TOKEN_PATH) return { base: 'wso2-token', below: '' };
  if (pathname === SSO_TOKEN_PATH) return { base: 'sso-token', below: '' };
  if (pathname.startsWith(`${API_PATH}/`)) return { base: 'api', below: pathname.slice(API_PATH.length) };
  if (pathname.startsWith(`${REF_PATH}/`)) return { base: 'ref', below: pathname.slice(REF_PATH.length) };
  return null;
}

const value = (headers: IncomingHttpHeaders, name: string) => {
  const raw = headers[name];
  return Array.isArray(raw) ? raw.join(', ') : (raw ?? '');
};

/** Section 1: the API takes both tokens, the reference API only WSO2's, the WSO2 token URL Basic credentials. */
function headerProblems(base: ReferenceBase, headers: IncomingHttpHeaders): string[] {
  const authorization = value(headers, 'authorization');
  const auth = value(headers, 'auth');
  const problems: string[] = [];
  if (base === 'wso2-token') {
    if (!/^Basic [A-Za-z0-9+/=]+$/.test(authorization)) problems.push('the WSO2 token call carries no Basic credentials');
  } else if (base === 'sso-token') {
    if (authorization) problems.push('the SSO token call carries an Authorization header (the Keycloak client is public)');
  } else {
    if (!/^Bearer \S+$/.test(authorization)) problems.push('no `Authorization: Bearer <wso2 token>`');
    if (base === 'api' && !/^bearer \S+$/i.test(auth)) problems.push('no `Auth: bearer <sso token>`');
    if (base === 'ref' && auth) problems.push('an Auth header on the reference API (it takes the WSO2 token only)');
  }
  if (auth && base !== 'api' && base !== 'ref') problems.push('an Auth header on a token call');
  return problems;
}

/** Every way `exchange` differs from the reference, each prefixed with the request; empty when it conforms. */
export async function siasnRequestProblems(exchange: RecordedExchange): Promise<string[]> {
  const url = new URL(exchange.target, 'http://recorded');
  const place = placeOf(url.pathname);
  const label = `${exchange.method} ${url.pathname}${url.search}`;
  if (!place) return [`${label}: outside every SIASN base`];
  const endpoint = endpointOf(TABLE.filter((e) => e.base === place.base), exchange.method, place.below);
  if (!endpoint) return [`${label}: no such endpoint in the reference`];
  const extra = EXTRA_QUERY[endpoint.path]?.names ?? [];
  const problems = [...headerProblems(place.base, exchange.headers), ...queryProblems(url, endpoint, extra), ...(await bodyProblems(exchange, endpoint))];
  return problems.map((problem) => `${label}: ${problem}`);
}

/** The problems of every exchange, in order. */
export async function siasnConformance(exchanges: readonly RecordedExchange[]): Promise<string[]> {
  return (await Promise.all(exchanges.map(siasnRequestProblems))).flat();
}
