type PodcastSchemas = typeof import('@/utils/schemas/podcasts');

/**
 * A schema of utils/schemas/podcasts, loaded (and zod with it) by the first check of a form, as
 * components/ref/zod-form.ts does for the knowledge forms.
 */
export function podcastSchema<K extends keyof PodcastSchemas>(name: K): () => Promise<PodcastSchemas[K]> {
  return () => import('@/utils/schemas/podcasts').then((schemas) => schemas[name]);
}
