import type { ConnectionLine } from '@/utils/schemas/connections';
import { DataUtamaRow } from '@/server/siasn/section-loaders';
import { ReferenceRows } from '@/server/siasn/reference-sources';
import { baseOf, getSiasnConfig, missingFor, type SiasnApi, type SiasnConfig } from '../siasn/config';
import { judgeJson } from '../siasn/envelope';
import { TokenAnswer, tokenRequest, type TokenKind } from '../siasn/tokens';
import { notConfigured, ProbeFailure, runLine, type LineMeta, type ProbeSteps } from './line';

const TOKEN_NAMES: Record<TokenKind, string> = { wso2: 'token WSO2', sso: 'token SSO' };
// Which token an auth signal (siasn-protocol.md section 1.3) says was refused.
const REFUSED: Record<string, string> = {
  'invalid-credentials': TOKEN_NAMES.wso2,
  'runtime-error': TOKEN_NAMES.wso2,
  'invalid-jwt': TOKEN_NAMES.sso,
  'sso-mismatch': TOKEN_NAMES.sso,
  'http-401': 'token WSO2 atau SSO',
};

const META = {
  wso2: { service: 'siasn-token-wso2', label: 'SIASN: token WSO2' },
  sso: { service: 'siasn-token-sso', label: 'SIASN: token SSO' },
  utama: { service: 'siasn-data-utama', label: 'SIASN: data utama NIP uji' },
  ref: { service: 'siasn-referensi', label: 'SIASN: daftar referensi agama' },
} satisfies Record<string, LineMeta>;

/** One token fetched as the gateway fetches it; a 400/401 is that token's credentials refused. */
async function token(probe: ProbeSteps, config: SiasnConfig, kind: TokenKind): Promise<string> {
  const request = tokenRequest(config, kind);
  const answer = await probe.send(request.url, { method: 'POST', headers: request.headers, body: String(request.body), timeoutMs: request.timeoutMs });
  probe.accept(answer.status === 400 ? { ...answer, status: 401 } : answer, TOKEN_NAMES[kind]);
  return probe.shape(TokenAnswer, answer.json).access_token;
}

/** One read judged as the SIASN client judges it, its data then validated with the portal's schema. */
async function read(probe: ProbeSteps, config: SiasnConfig, api: SiasnApi, path: string, headers: Record<string, string>): Promise<unknown> {
  const answer = await probe.send(new URL(`${baseOf(config, api)}${path}`), { headers: { Accept: 'application/json', ...headers }, timeoutMs: config.SIASN_TIMEOUT_MS });
  const judgement = judgeJson(answer.raw, api);
  if (judgement.kind === 'auth') probe.accept({ ...answer, status: 401 }, REFUSED[judgement.signal] ?? judgement.signal);
  if (judgement.kind === 'not-found') throw new ProbeFailure('NOT_FOUND', answer.status === 404 ? '404' : 'Data tidak ditemukan');
  if (judgement.kind !== 'found') {
    probe.accept(answer, TOKEN_NAMES.wso2);
    throw new ProbeFailure(answer.json === undefined ? 'NOT_JSON' : 'SHAPE', judgement.kind === 'failed' ? judgement.reason : judgement.kind);
  }
  probe.accept(answer, TOKEN_NAMES.wso2);
  return judgement.data;
}

const blocked = (meta: LineMeta, refused: string[]): ConnectionLine => ({
  ...meta, status: 'failed', reachable: null, authenticated: null, shapeOk: null, latencyMs: null, reason: { code: 'BLOCKED', detail: refused.join(', ') },
});

/**
 * SIASN's four lines: both tokens, data utama of SIASN_PROBE_NIP (both tokens) and one page of a
 * reference list (WSO2 only). Reads only; nothing goes to siasn_calls or the token store.
 */
export async function probeSiasn(): Promise<ConnectionLine[]> {
  const config = getSiasnConfig();
  const tokens: Partial<Record<TokenKind, string>> = {};
  const lines: ConnectionLine[] = [];
  for (const kind of ['wso2', 'sso'] as const) {
    const missing = missingFor(config, 'siasn').filter((name) => name.startsWith(`SIASN_${kind.toUpperCase()}_`));
    if (missing.length) {
      lines.push(notConfigured(META[kind], missing));
      continue;
    }
    const { line, value } = await runLine(META[kind], (probe) => token(probe, config, kind));
    tokens[kind] = value;
    lines.push(line);
  }
  const refused = (kinds: TokenKind[]) => kinds.filter((kind) => !tokens[kind]).map((kind) => TOKEN_NAMES[kind]);

  const utamaMissing = [...missingFor(config, 'siasn'), ...(config.SIASN_PROBE_NIP ? [] : ['SIASN_PROBE_NIP'])];
  if (utamaMissing.length) lines.push(notConfigured(META.utama, utamaMissing));
  else if (refused(['wso2', 'sso']).length) lines.push(blocked(META.utama, refused(['wso2', 'sso'])));
  else {
    const headers = { Authorization: `Bearer ${tokens.wso2}`, Auth: `bearer ${tokens.sso}` };
    lines.push((await runLine(META.utama, async (probe) => probe.shape(DataUtamaRow, await read(probe, config, 'siasn', `/pns/data-utama/${config.SIASN_PROBE_NIP}`, headers)))).line);
  }

  const refMissing = missingFor(config, 'ref');
  if (refMissing.length) lines.push(notConfigured(META.ref, refMissing));
  else if (refused(['wso2']).length) lines.push(blocked(META.ref, refused(['wso2'])));
  else {
    const headers = { Authorization: `Bearer ${tokens.wso2}` };
    lines.push((await runLine(META.ref, async (probe) => probe.shape(ReferenceRows, await read(probe, config, 'ref', '/agama/search?limit=1&offset=0', headers)))).line);
  }
  return lines;
}
