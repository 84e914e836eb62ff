// HTTP helpers for the SIASN sandbox tests (tests/api/siasn-sandbox*.test.ts): plain fetch calls
// that keep status, content type, text and parsed JSON, and the two token requests.
import { expect } from 'vitest';
import type { SiasnSandbox } from '../../sandboxes/siasn/server.mjs';

export const NIP = '198807202011012003'; // the identity sandbox's `user`
export const STRANGER = '199912312030121999'; // well-formed, in nobody's record
/** SIASN's envelope for a routed path without data (an unknown NIP or id). */
export const NOT_FOUND = { code: 0, data: 'Data tidak ditemukan' };
/** The WSO2 gateway's fault for a path no route takes (siasn-protocol.md, Corrections). */
export const UNKNOWN_RESOURCE = { code: '404', type: 'Status report', message: 'Not Found', description: expect.any(String) };

export interface Answer { status: number; type: string | null; text: string; json: unknown }

export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, type: res.headers.get('content-type'), text, json };
}

export function wso2Request(target: SiasnSandbox, id: string, secret: string, grant = 'client_credentials') {
  const basic = Buffer.from(`${id}:${secret}`).toString('base64');
  return call(target.env.SIASN_WSO2_TOKEN_URL, { method: 'POST', headers: { Authorization: `Basic ${basic}` }, body: new URLSearchParams({ grant_type: grant }) });
}

export function ssoRequest(target: SiasnSandbox, fields: Partial<Record<'client_id' | 'grant_type' | 'username' | 'password', string>> = {}) {
  const e = target.env;
  const form = { client_id: e.SIASN_SSO_CLIENT_ID, grant_type: 'password', username: e.SIASN_SSO_USERNAME, password: e.SIASN_SSO_PASSWORD, ...fields };
  return call(e.SIASN_SSO_TOKEN_URL, { method: 'POST', body: new URLSearchParams(form) });
}

export async function tokensOf(target: SiasnSandbox): Promise<Record<string, string>> {
  const wso2 = (await wso2Request(target, target.env.SIASN_WSO2_CLIENT_ID, target.env.SIASN_WSO2_CLIENT_SECRET)).json as { access_token: string };
  const sso = (await ssoRequest(target)).json as { access_token: string };
  return { Authorization: `Bearer ${wso2.access_token}`, Auth: `bearer ${sso.access_token}` };
}

/** A call below the API base of `target` with the given token headers. */
export function apiCall(target: SiasnSandbox, auth: Record<string, string>, path: string, init: RequestInit = {}): Promise<Answer> {
  return call(`${target.env.SIASN_API_BASE}${path}`, { ...init, headers: { ...auth, ...(init.headers as object) } });
}

/** A POST with a JSON body (the sandbox's saves, data-utama-update, usulan, control routes). */
export const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** A multipart POST with text fields and, when given, a `file` part (upload-dok, upload-dok-rw). */
export function postForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }): RequestInit {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  return { method: 'POST', body: form };
}

/** POST <sandbox>/__control/<name> with a JSON body. */
export const postControl = (target: SiasnSandbox, name: string, body: unknown = {}) => call(`${target.url}/__control/${name}`, postJson(body));
