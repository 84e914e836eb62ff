import fc from 'fast-check';

/**
 * Input nobody should send: SQL and path fragments, control and direction characters, numbers
 * outside every column's range, prototype-pollution keys, very long and very nested values.
 */
const FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE tickets; --",
  '1; SELECT pg_sleep(1)',
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '/etc/passwd\u0000.png',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  '\uD800',
  '𝕳𝖊𝖑𝖕𝖉𝖊𝖘𝖐 🎉👍🏽',
  'ﷺ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '9223372036854775808',
  '-0',
  '0x1F',
  ' ',
  '',
  'null',
  'true',
  '[object Object]',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
];

/** Strings for query strings and path segments (bounded: a URL has a size limit of its own). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}${'ü'.repeat(600)}`),
  fc.tuple(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 10 })).map(([a, b]) => a + b),
);

/** Strings for JSON bodies, where 100,000 characters fit. */
export const hostileBodyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: fc.constantFrom('x'.repeat(100_000), '\u0000'.repeat(1000), '😀'.repeat(50_000), `${"'".repeat(500)}--`), weight: 1 },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2147483648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, hostile leaves, up to a few levels deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileBodyString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Nesting far deeper than any schema: arrays and objects 200-1000 levels down. */
export const deeplyNested: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 200, max: 1000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'fond';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
});

/** JSON text with own `__proto__`/`constructor` keys (JSON.parse keeps them as plain keys). */
export function withPollutionKeys(body: unknown): string {
  const poison = '"__proto__":{"current_role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":true}}';
  const json = JSON.stringify(body ?? {});
  return json.startsWith('{') && json !== '{}' ? `{${poison},${json.slice(1)}` : `{${poison}}`;
}
