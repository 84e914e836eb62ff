import { z } from 'zod';
import { idParam, markdownText, PageQuery, type UserSummary } from './common';
import { noNul } from './no-nul';

// The contract of docs/community.md section 2: podcast episodes, their comments and votes.

const text = (max: number) => z.string().check(noNul()).trim().min(1).max(max);
const longText = (max: number) => z.string().check(noNul()).trim().max(max);
const searchParam = z.string().check(noNul()).trim().max(100).optional();
const hasAny = (v: object) => Object.values(v).some((x) => x !== undefined);

export const PODCAST_STATUSES = ['published', 'draft'] as const;
export type PodcastStatus = (typeof PODCAST_STATUSES)[number];
export const PODCAST_MEDIA = ['audio', 'cover'] as const;
export type PodcastMedia = (typeof PODCAST_MEDIA)[number];

export const PODCAST_LIMITS = { title: 200, shortDescription: 500, description: 20_000, transcript: 100_000, voteComment: 1000 } as const;

/** `{id}` of every episode route. */
export const PodcastParams = z.object({ id: idParam });
export const PodcastCommentParams = z.object({ id: idParam, commentId: idParam });
export const PodcastUploadQuery = PodcastParams.extend({ type: z.enum(PODCAST_MEDIA) });

export const PodcastListQuery = PageQuery.extend({ search: searchParam, status: z.enum(PODCAST_STATUSES).optional() });
export const PodcastUserListQuery = PageQuery.extend({ search: searchParam });

const podcastShape = {
  title: text(PODCAST_LIMITS.title),
  episode: z.number().int().min(1).max(100_000),
  short_description: longText(PODCAST_LIMITS.shortDescription),
  description: longText(PODCAST_LIMITS.description),
  transcript: longText(PODCAST_LIMITS.transcript),
};
/** A new episode is a draft; the texts other than the title may stay empty until it is published. */
export const PodcastSchema = z.object({
  ...podcastShape,
  short_description: podcastShape.short_description.default(''),
  description: podcastShape.description.default(''),
  transcript: podcastShape.transcript.default(''),
});
export const PodcastPatchSchema = z
  .object({ ...podcastShape, is_published: z.boolean() })
  .partial()
  .refine(hasAny, { message: 'Isi minimal satu kolom' });

export const PodcastCommentSchema = z.object({ content: markdownText });
export const PodcastVoteSchema = z.object({
  stars: z.number().int().min(1, 'Pilih 1 sampai 5 bintang').max(5, 'Pilih 1 sampai 5 bintang'),
  comment: longText(PODCAST_LIMITS.voteComment)
    .transform((v) => v || null)
    .nullable()
    .optional(),
});

export type PodcastBody = z.input<typeof PodcastSchema>;
export type PodcastPatch = z.input<typeof PodcastPatchSchema>;
export type PodcastVoteBody = z.input<typeof PodcastVoteSchema>;

export interface PodcastRating {
  /** Rounded to one decimal; 0 without votes. */
  average: number;
  count: number;
}
export interface PodcastMyVote {
  stars: number;
  comment: string | null;
}

/** An episode as admins edit it (GET /podcasts, /podcasts/{id}). */
export interface PodcastAdminView {
  id: number;
  title: string;
  episode: number;
  short_description: string;
  description: string;
  transcript: string;
  status: PodcastStatus;
  published_at: string | null;
  /** `/helpdesk/api/podcasts/{id}/cover` or `/audio`, null until uploaded. */
  cover_url: string | null;
  audio_url: string | null;
  audio_mime: string | null;
  audio_size: number | null;
  created_at: string;
  updated_at: string;
}

/** A published episode in the list people see (GET /podcasts/users). */
export interface PodcastCard {
  id: number;
  title: string;
  episode: number;
  short_description: string;
  cover_url: string | null;
  published_at: string | null;
  rating: PodcastRating;
}

/** One published episode (GET /podcasts/users/{id}). */
export interface PodcastEpisodeView extends Omit<PodcastCard, 'rating'> {
  description_html: string;
  transcript: string;
  audio_url: string | null;
  rating: PodcastRating & { mine: PodcastMyVote | null };
}

export interface PodcastCommentView {
  id: number;
  content_markdown: string;
  content_html: string;
  user: UserSummary;
  created_at: string;
  updated_at: string;
  /** The author only (edit-own-content): shows Ubah and Hapus. */
  can_edit: boolean;
}
