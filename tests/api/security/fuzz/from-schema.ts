import fc from 'fast-check';
import { z } from 'zod';
import { deeplyNested, hostileBodyString, hostileJson, hostileString } from './hostile';

/**
 * Values a schema might accept, read from the zod schema itself (objects, enums, literals,
 * numbers, strings, arrays, optional/nullable/default wrappers, pipes), so fuzzing also gets past
 * validation into the services. Checked against zod's core classes, so schemas written with full
 * zod and with zod/mini are read alike. Anything unknown falls back to hostile JSON.
 */
export function plausible(schema: z.core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  const { core } = z;
  if (depth > 6) return hostileJson;
  if (schema instanceof core.$ZodOptional || schema instanceof core.$ZodDefault) {
    return fc.oneof(plausible(schema._zod.def.innerType, depth + 1), fc.constant(undefined));
  }
  if (schema instanceof core.$ZodNullable) return fc.oneof(plausible(schema._zod.def.innerType, depth + 1), fc.constant(null));
  if (schema instanceof core.$ZodPipe) return plausible(schema._zod.def.in, depth + 1);
  if (schema instanceof core.$ZodEnum) return fc.constantFrom(...Object.values(schema._zod.def.entries));
  if (schema instanceof core.$ZodLiteral) return fc.constantFrom(...schema._zod.def.values);
  if (schema instanceof core.$ZodNumber) return fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: -5, max: 2000 }));
  if (schema instanceof core.$ZodBoolean) return fc.boolean();
  if (schema instanceof core.$ZodString) return fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 40 }).map(String), hostileBodyString);
  if (schema instanceof core.$ZodArray) return fc.array(plausible(schema._zod.def.element, depth + 1), { maxLength: 3 });
  if (schema instanceof core.$ZodUnion) return fc.oneof(...schema._zod.def.options.map((o) => plausible(o, depth + 1)));
  if (schema instanceof core.$ZodObject) return objectOf(schema._zod.def.shape, depth);
  return hostileJson;
}

/** Each field: mostly a plausible value, sometimes anything at all; any field may be missing. */
function objectOf(shape: Record<string, z.core.$ZodType>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, fc.oneof({ arbitrary: plausible(field, depth + 1), weight: 3 }, { arbitrary: hostileJson, weight: 1 })]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

const shapeOf = (schema: z.core.$ZodType | undefined): Record<string, z.core.$ZodType> =>
  schema instanceof z.core.$ZodObject ? schema._zod.def.shape : {};

/** A request body: shaped like the schema, or entirely hostile (arrays, strings, nesting). */
export function bodyFor(schema: z.core.$ZodType | undefined): fc.Arbitrary<unknown> {
  const shaped = schema ? plausible(schema) : fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 });
  return fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: hostileJson, weight: 3 }, { arbitrary: deeplyNested, weight: 1 });
}

const MAX_QUERY = 6000;
const asQueryValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** A query string (without `?`): the schema's keys with plausible or hostile text, repeated keys, extra keys. */
export function queryFor(schema: z.core.$ZodType | undefined, skip: readonly string[]): fc.Arbitrary<string> {
  const shape = shapeOf(schema);
  const keys = Object.keys(shape).filter((k) => !skip.includes(k));
  const valueOf = (key: string): fc.Arbitrary<string[]> => {
    const field = shape[key];
    const one = fc.oneof(field ? plausible(field).map(asQueryValue) : hostileString, hostileString);
    return fc.array(one, { minLength: 1, maxLength: 2 });
  };
  const known = fc.record(Object.fromEntries(keys.map((k) => [k, valueOf(k)])), { requiredKeys: [] });
  const extra = fc.dictionary(hostileString, fc.array(hostileString, { minLength: 1, maxLength: 2 }), { maxKeys: 2 });
  return fc.tuple(known, extra).map(([a, b]) => {
    const pairs = [...Object.entries(a), ...Object.entries(b)].flatMap(([key, values]) => (values ?? []).map((v) => new URLSearchParams([[key, v]]).toString()));
    // Node refuses request heads over 16 KB (431) before any handler runs: stay well below.
    return pairs.reduce((query, pair) => (query.length + pair.length > MAX_QUERY ? query : query ? `${query}&${pair}` : pair), '');
  });
}

/** A path segment (`[id]`, `[commentId]`, `[file]`, `[term]`): a likely existing id, or hostile text. */
export const segmentValue: fc.Arbitrary<string> = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 40 }).map(String), weight: 2 }, { arbitrary: hostileString, weight: 2 });
