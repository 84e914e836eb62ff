// Judges a request the portal put on the wire against an endpoint table (siasn-reference.ts or
// zoom-reference.ts): which endpoint it is, and every way it differs from what the reference
// says. Pure functions over the recorded bytes; the tests say which bases and endpoints apply.
import type { IncomingHttpHeaders } from 'node:http';
import Busboy from 'busboy';
import type { RecordedExchange } from '../helpers/recording-proxy';

export interface Endpoint {
  method: string;
  /** `{name}` is one path segment. */
  path: string;
  query?: readonly string[];
  body?:
    | { type: 'json'; fields: readonly string[]; required: readonly string[] }
    | { type: 'multipart'; fields: readonly string[] }
    | { type: 'form'; fields: readonly string[]; values: Readonly<Record<string, string>> };
}

const pattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The endpoint of `table` a method and path (below its base) are, or undefined. */
export function endpointOf<E extends Endpoint>(table: readonly E[], method: string, below: string): E | undefined {
  return table.find((endpoint) => endpoint.method === method && pattern(endpoint.path).test(below));
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** The field names of a multipart body (files and values alike), in order. */
export function multipartNames(exchange: RecordedExchange): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const names: string[] = [];
    const parser = Busboy({ headers: exchange.headers as Record<string, string> });
    parser.on('file', (name, stream) => {
      names.push(name);
      stream.resume();
    });
    parser.on('field', (name) => names.push(name));
    parser.on('close', () => resolve(names));
    parser.on('error', reject);
    parser.end(exchange.body);
  });
}

function jsonObject(body: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Every way the body of `exchange` differs from `endpoint`'s: the content type, names the
 * reference does not list, required names missing, fixed values changed. Empty when it conforms.
 */
export async function bodyProblems(exchange: RecordedExchange, endpoint: Endpoint): Promise<string[]> {
  const type = header(exchange.headers, 'content-type');
  const spec = endpoint.body;
  if (!spec) return exchange.body.length > 0 ? [`a body (${exchange.body.length} bytes) where the reference has none`] : [];
  const problems: string[] = [];
  let names: string[] = [];
  if (spec.type === 'json') {
    if (!/^application\/json\b/.test(type)) problems.push(`content type ${type || '(none)'}, not application/json`);
    const body = jsonObject(exchange.body);
    if (!body) return [...problems, 'the body is no JSON object'];
    names = Object.keys(body);
    for (const name of spec.required) if (!(name in body)) problems.push(`required field ${name} missing`);
  } else if (spec.type === 'multipart') {
    if (!/^multipart\/form-data; *boundary=/.test(type)) return [`content type ${type || '(none)'}, not multipart/form-data`];
    names = await multipartNames(exchange);
    for (const name of spec.fields) if (!names.includes(name)) problems.push(`part ${name} missing`);
  } else {
    if (!/^application\/x-www-form-urlencoded\b/.test(type)) problems.push(`content type ${type || '(none)'}, not a form`);
    const form = new URLSearchParams(exchange.body.toString('utf8'));
    names = [...form.keys()];
    for (const name of spec.fields) if (!form.has(name)) problems.push(`form field ${name} missing`);
    for (const [name, value] of Object.entries(spec.values)) if (form.has(name) && form.get(name) !== value) problems.push(`${name}=${form.get(name)}, the reference sends ${value}`);
  }
  for (const name of names) if (!spec.fields.includes(name)) problems.push(`field ${name} is not in the reference`);
  return problems;
}

/** Query names the reference does not list for `endpoint` (`extra`: names allowed on top, each with its reason elsewhere). */
export function queryProblems(url: URL, endpoint: Endpoint, extra: readonly string[] = []): string[] {
  const allowed = new Set([...(endpoint.query ?? []), ...extra]);
  return [...new Set(url.searchParams.keys())].filter((name) => !allowed.has(name)).map((name) => `query ${name} is not in the reference`);
}
