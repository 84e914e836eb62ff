import type { Database } from '@/server/db/client';
import { cachedRead } from '@/server/gateways/siasn/read-cache';
import type { Landing } from '@/utils/schemas/landing';
import { landingStats } from './landing-stats';
import { landingTestimonials } from './testimonials';

/** The sign-in page is the busiest public page: one computation serves everyone for five minutes. */
export const LANDING_CACHE_SECONDS = 300;

/** The landing computed now, from the tickets (docs/public-finance.md section 2). */
export async function loadLanding({ db, now = new Date() }: { db: Database; now?: Date }): Promise<Landing> {
  const [testimonials, stats] = await Promise.all([landingTestimonials({ db }), landingStats({ db, now })]);
  return { testimonials, stats };
}

/**
 * `GET /public/landing`: through the portal's read cache (Redis when REDIS_URL is set, shared by
 * every process; memory otherwise), kept five minutes; concurrent first readers share one load.
 */
export async function readLanding({ db }: { db: Database }): Promise<Landing> {
  const read = await cachedRead('public:landing', () => loadLanding({ db }), { freshSeconds: LANDING_CACHE_SECONDS, staleSeconds: 0 });
  return read.value;
}
