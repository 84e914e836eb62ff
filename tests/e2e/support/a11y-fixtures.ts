// Items the accessibility scan (tests/e2e/a11y-screens.test.ts) opens: seeded community items
// found through the API, and a certificate made through it.
import { expect } from 'vitest';
import { BASE_PATH, url, type Page } from './browser';
import { pdfQrText } from '../../helpers/webinar-certificate-reader';

/** The first seeded post, published episode, webinar and clinic a civil servant sees. */
export async function findCommunityItems(page: Page) {
  const first = async <T>(path: string) => {
    const res = await page.request.get(url(path));
    expect(res.status()).toBe(200);
    const [item] = ((await res.json()) as { data: T[] }).data;
    expect(item).toBeDefined();
    return item;
  };
  const webinar = await first<{ id: number; title: string }>('/api/webinars?limit=1');
  const clinic = await first<{ id: number; title: string }>('/api/coaching-clinics?limit=1');
  return {
    postId: (await first<{ id: number }>('/api/feed/posts?limit=1')).id,
    podcastId: (await first<{ id: number }>('/api/podcasts/users?limit=1')).id,
    webinarId: webinar.id,
    webinarTitle: webinar.title,
    clinicId: clinic.id,
    clinicTitle: clinic.title,
  };
}

/**
 * A certificate through the API (an admin's live series with one item; the civil servant
 * registers, attends, passes and answers the survey): the path its QR code opens.
 */
export async function certificatePath(user: Page, admin: Page): Promise<string> {
  const ok = async (response: Promise<{ status(): number; json(): Promise<unknown> }>, status: number) => {
    const res = await response;
    expect(res.status()).toBe(status);
    return res.json() as Promise<{ id: number }>;
  };
  const now = Date.now();
  const live = { starts_at: new Date(now - 600_000).toISOString(), ends_at: new Date(now + 3_600_000).toISOString() };
  const body = { title: 'Webinar pemindaian aksesibilitas', description: '', status: 'published', registration_open: true, allowed_groups: ['MASTER'], training_hours: 2, ...live };
  const series = await ok(admin.request.post(url('/api/webinars'), { data: body }), 201);
  const item = await ok(admin.request.post(url(`/api/webinars/${series.id}/quiz`), { data: { question: 'Satu tambah satu?', answers: ['Dua', 'Tiga'], correct: 1 } }), 201);
  await ok(user.request.post(url(`/api/webinars/${series.id}/registration`)), 201);
  await ok(user.request.post(url(`/api/webinars/${series.id}/attendance`), { data: {} }), 200);
  await ok(user.request.post(url(`/api/webinars/${series.id}/quiz/attempts`), { data: { kind: 'posttest', answers: { [item.id]: `answer1-${item.id}` } } }), 201);
  await ok(user.request.post(url(`/api/webinars/${series.id}/survey`), { data: { content: 5, speaker: 5, usefulness: 5 } }), 201);
  const pdf = await user.request.get(url(`/api/webinars/${series.id}/certificate`));
  expect(pdf.status()).toBe(200);
  const link = await pdfQrText(await pdf.body());
  return new URL(String(link)).pathname.slice(BASE_PATH.length);
}
