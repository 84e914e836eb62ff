import { z } from 'zod';
import { idParam, PageQuery } from './common';
import { noNul } from './no-nul';

// The contract of docs/public-finance.md section 3: the personnel service catalogue.

export const SERVICE_PAGE_LIMITS = { slug: 80, title: 200, summary: 300, content: 20_000, requirement: 300, requirements: 30 } as const;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Pages of their own under /layanan/kepegawaian: a service with these slugs could never be opened or edited. */
export const RESERVED_SLUGS: readonly string[] = ['kelola', 'baru'];

const text = (max: number) => z.string().check(noNul()).trim().min(1, 'Wajib diisi').max(max, `Paling banyak ${max} karakter`);
const longText = (max: number) => z.string().check(noNul()).trim().max(max, `Paling banyak ${max} karakter`);
const hasAny = (v: object) => Object.values(v).some((x) => x !== undefined);

export const serviceSlug = z
  .string()
  .check(noNul())
  .trim()
  .min(1, 'Wajib diisi')
  .max(SERVICE_PAGE_LIMITS.slug, `Paling banyak ${SERVICE_PAGE_LIMITS.slug} karakter`)
  .regex(SLUG_PATTERN, 'Hanya huruf kecil, angka dan tanda hubung (contoh: kenaikan-pangkat)');

/** `{slug}` of the page routes: any short text; an unknown one is a 404. */
export const ServicePageParams = z.object({ slug: z.string().check(noNul()).min(1).max(200) });
export const ServicePageListQuery = PageQuery.extend({ search: z.string().check(noNul()).trim().max(100).optional() });

const shape = {
  slug: serviceSlug,
  title: text(SERVICE_PAGE_LIMITS.title),
  summary: longText(SERVICE_PAGE_LIMITS.summary),
  content_markdown: longText(SERVICE_PAGE_LIMITS.content),
  requirements: z.array(text(SERVICE_PAGE_LIMITS.requirement)).max(SERVICE_PAGE_LIMITS.requirements, `Paling banyak ${SERVICE_PAGE_LIMITS.requirements} persyaratan`),
  sub_category_id: idParam.nullable(),
  sort_order: z.number().int().min(0).max(10_000),
  is_published: z.boolean(),
};

/** A new page: slug and title; the rest may come later (a draft unless published now). */
export const ServicePageSchema = z.object({
  ...shape,
  summary: shape.summary.default(''),
  content_markdown: shape.content_markdown.default(''),
  requirements: shape.requirements.default([]),
  sub_category_id: shape.sub_category_id.default(null),
  sort_order: shape.sort_order.default(0),
  is_published: shape.is_published.default(false),
});
export const ServicePagePatchSchema = z.object(shape).partial().refine(hasAny, { message: 'Isi minimal satu kolom' });

export type ServicePageBody = z.input<typeof ServicePageSchema>;
export type ServicePagePatch = z.input<typeof ServicePagePatchSchema>;

/** One card of the catalogue (GET /layanan/kepegawaian). */
export interface ServicePageCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  sort_order: number;
  is_published: boolean;
  updated_at: string;
}

export interface ServiceSubCategory {
  id: number;
  name: string;
  category_name: string;
}

/** One page (GET /layanan/kepegawaian/{slug}); `content_markdown` only for those who manage the catalogue. */
export interface ServicePageView extends ServicePageCard {
  content_html: string;
  content_markdown?: string;
  requirements: string[];
  sub_category: ServiceSubCategory | null;
  created_at: string;
}
