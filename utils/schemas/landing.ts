import { z } from 'zod';

// `GET /public/landing` (docs/public-finance.md section 2): what the sign-in page shows.

export const TestimonialSchema = z.object({
  /** The ticket's id. */
  id: z.number().int(),
  stars: z.number().int(),
  comment: z.string(),
  /** The requester's display name (never a username, email or NIP). */
  name: z.string(),
  /** Their picture's URL, or null (the page shows initials). */
  image: z.string().nullable(),
  /** When the feedback was given (ISO). */
  at: z.string(),
});

export const LandingStatsSchema = z.object({
  /** `YYYY-MM`, the current month in Asia/Jakarta. */
  month: z.string(),
  answered_this_month: z.number().int().nonnegative(),
  /** Rounded; null when no ticket had its first reply this month. */
  median_first_response_minutes: z.number().int().nonnegative().nullable(),
});

export const LandingSchema = z.object({
  testimonials: z.array(TestimonialSchema),
  stats: LandingStatsSchema,
});

export type Testimonial = z.infer<typeof TestimonialSchema>;
export type LandingStats = z.infer<typeof LandingStatsSchema>;
export type Landing = z.infer<typeof LandingSchema>;

/** At most this many testimonials (spec section 7). */
export const LANDING_TESTIMONIALS = 27;
/** A comment must be longer than this once trimmed. */
export const LANDING_MIN_COMMENT = 10;
