/**
 * `texts[key]` for a key that came from a URL or a request, or `fallback`. Only the table's own
 * entries count: `texts['__proto__']` or `texts['toString']` would otherwise hand back
 * Object.prototype or a function, and React crashes rendering it.
 */
export function ownText<T>(texts: Readonly<Record<string, T>>, key: string | null | undefined, fallback: T): T {
  return key != null && Object.hasOwn(texts, key) ? texts[key] : fallback;
}
