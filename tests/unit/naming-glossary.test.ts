// Issue 11: one name per thing (docs/shell.md, glossary). English leaks and retired synonyms must
// not come back in any Indonesian text.
import { describe, expect, it } from 'vitest';
import * as texts from '@/locales/id';

/** A text function's output for sample arguments: scalars, or lists for those that take a list. */
function sampleCall(text: (...a: unknown[]) => unknown): unknown {
  try {
    return text('X', 2, true);
  } catch {
    return text([1, 2], [1, 2], true);
  }
}

/** Every string in the text pack, functions called with sample arguments. */
function allTexts(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    const result = sampleCall(value as (...a: unknown[]) => unknown);
    if (typeof result === 'string') out.push([path, result]);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) allTexts(v, `${path}.${k}`, out);
  }
}

const RETIRED: [RegExp, string][] = [
  // "Publikasi CASN" is the name of the recruitment announcements (spec: /web/publikasi-casn), not publishing.
  [/publikasi(?! CASN)/i, 'terbit (Terbitkan, diterbitkan)'],
  [/langganan/i, 'Ikuti / Tiket diikuti'],
  [/Not Authorized/, 'Tidak berwenang'],
  [/\b\d{4}-H[12]\b/, 'Semester I/II <tahun>'],
  // Issue 31: no English or jargon in the UI.
  [/markdown/i, 'format teks (what the formatting does)'],
  [/Coaching Clinic/i, 'Klinik Konsultasi'],
  [/\busername\b/i, 'Nama pengguna'],
];

describe('Indonesian texts', () => {
  const entries: [string, string][] = [];
  allTexts(texts, 'id', entries);

  it('covers the text pack', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  it.each(RETIRED)('never say %s (use %s)', (pattern) => {
    expect(entries.filter(([, text]) => pattern.test(text))).toEqual([]);
  });
});
