import type { CaseContext } from '../../../helpers/matrix-fixtures';
import { insertServicePage } from '../../../helpers/service-catalogue-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// The personnel service catalogue (docs/public-finance.md section 3): visitors read published
// pages; drafts and every write belong to manage-service-catalogue (admins).

/** A draft does not exist for anyone who does not manage the catalogue, a visitor included. */
const draftHidden: MatrixRow['expect'] = { anonymous: 404, user: 404, agent: 404, admin: 200 };

let counter = 0;
const freshSlug = () => `matriks-${Date.now().toString(36)}-${(counter += 1)}`;
const page = (published: boolean) => async (ctx: CaseContext) => ({ params: { slug: (await insertServicePage(ctx.db, { slug: freshSlug(), published })).slug } });

export const catalogueRows: MatrixRow[] = [
  row('GET', '/layanan/kepegawaian', ex.everyone(200)),
  row('GET', '/layanan/kepegawaian/[slug]', ex.everyone(200), page(true), 'published'),
  row('GET', '/layanan/kepegawaian/[slug]', draftHidden, page(false), 'draft'),
  row('POST', '/layanan/kepegawaian', ex.adminsOnly(201), () => ({ body: { slug: freshSlug(), title: 'Layanan matriks' } })),
  row('PATCH', '/layanan/kepegawaian/[slug]', ex.adminsOnly(200), async (ctx) => ({ ...(await page(false)(ctx)), body: { title: 'Judul baru', is_published: true } })),
  row('DELETE', '/layanan/kepegawaian/[slug]', ex.adminsOnly(204), page(true)),
];
