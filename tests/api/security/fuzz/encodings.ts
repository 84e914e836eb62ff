import type { CallOptions } from '../../../helpers/api-server';
import { withPollutionKeys } from './hostile';

/** How a body goes over the wire; JSON most often, as the portal's own pages send it. */
export const ENCODINGS = ['json', 'json', 'json', 'pollution', 'multipart', 'form', 'text'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Top-level fields as form text; anything that is not an object becomes one odd field. */
function formFields(body: unknown): Record<string, string> {
  const entries = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : [['body', body]];
  return Object.fromEntries(entries.map(([key, value]) => [key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]));
}

export function bodyOptions(encoding: Encoding, body: unknown, multipart: () => FormData): Partial<CallOptions> {
  switch (encoding) {
    case 'multipart':
      return { rawBody: multipart() };
    case 'pollution':
      return { rawBody: withPollutionKeys(body), headers: { 'content-type': 'application/json' } };
    case 'form':
      return { body: formFields(body), form: true };
    case 'text':
      return { rawBody: JSON.stringify(body) ?? '', headers: { 'content-type': 'text/plain' } };
    case 'json':
      return { body };
  }
}
