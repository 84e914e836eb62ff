// Issue 31 in real Chromium: a civil servant takes a webinar as numbered steps (Daftar, Pretest,
// Hadir, Posttest, Survei, Sertifikat), each opening in its turn, at 1366 px and another at 390 px;
// the KP list keeps its actions in view at 1366 px and shows cards at 390 px.
import { describe, expect, it } from 'vitest';
import { hydrated, screenshot, url, type Page } from './support/browser';
import { useActors, waitForApi, type Actor } from './support/tickets';

const actors = useActors();
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const WEBINAR = `Langkah Webinar ${RUN}`;
const QUIZ = [
  { question: `Berapa langkah peserta webinar? (${RUN})`, answers: ['Empat', 'Enam'], correct: 2 },
  { question: `Langkah terakhir? (${RUN})`, answers: ['Sertifikat', 'Survei'], correct: 1 },
];
const SIGNATORY = { signatory_name: 'Dr. Indah Lestari, M.Si.', signatory_nip: '197503122000032004', signatory_position: 'Kepala Badan' };
const PERIODE = '2026-04-01';
let webinarId = 0;

/** A JSON call from the page, as its own forms make them (same origin, the session's cookies). */
async function callApi<T>(page: Page, method: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/helpdesk/api${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

const stepHeading = (page: Page, n: number, name: string) => page.getByRole('heading', { name: `Langkah ${n}: ${name}` }).waitFor();
const next = async (page: Page, n: number, name: string) => {
  await page.getByRole('button', { name: `Lanjut ke langkah ${n}: ${name}` }).click();
  await stepHeading(page, n, name);
};

async function takeQuiz(page: Page, kind: 'pretest' | 'posttest') {
  const quiz = page.getByTestId(`quiz-${kind}`);
  await quiz.waitFor();
  for (const item of QUIZ) await quiz.getByRole('radio', { name: item.answers[item.correct - 1], exact: true }).check();
  const sent = waitForApi(page, 'POST', new RegExp(`/api/webinars/${webinarId}/quiz/attempts$`));
  await quiz.getByRole('button', { name: 'Kirim jawaban' }).click();
  expect((await sent).status()).toBe(201);
  await page.getByTestId(`${kind}-score`).waitFor();
}

/** One participant from Daftar to the certificate, a screenshot at each step, at this width. */
async function walkSteps(actor: Actor, width: number) {
  const page = await actors.as(actor);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url(`/webinar/${webinarId}`));
  const shot = (step: string) => screenshot(page, `webinar-steps-${width}-${step}`);
  const bar = page.getByTestId('webinar-steps');
  await bar.waitFor();
  await stepHeading(page, 1, 'Daftar');
  // Only Daftar may be opened: the steps after it wait their turn.
  expect(await bar.getByRole('button').count()).toBe(1);
  await shot('1-daftar');
  const registered = waitForApi(page, 'POST', new RegExp(`/api/webinars/${webinarId}/registration$`));
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  expect((await registered).status()).toBe(201);
  await page.getByText('Anda sudah terdaftar di webinar ini.').waitFor();
  await next(page, 2, 'Pretest');

  // A quiz with a question left open is not sent: it names the question.
  const pretest = page.getByTestId('quiz-pretest');
  await pretest.getByRole('radio', { name: QUIZ[0].answers[1], exact: true }).check();
  await pretest.getByRole('button', { name: 'Kirim jawaban' }).click();
  expect(await page.getByTestId('quiz-unanswered').innerText()).toBe('Jawab semua soal sebelum mengirim. Belum dijawab: soal 2.');
  await shot('2-pretest-unanswered');
  await takeQuiz(page, 'pretest');
  await next(page, 3, 'Hadir');

  await page.getByRole('button', { name: 'Hadir', exact: true }).click();
  await page.getByText('Anda tercatat hadir').waitFor();
  await shot('3-hadir');
  await next(page, 4, 'Posttest');
  await takeQuiz(page, 'posttest');
  await next(page, 5, 'Survei');

  const survey = page.getByTestId('survey-form');
  for (const question of ['Materi', 'Narasumber', 'Manfaat']) await survey.getByRole('group', { name: question }).getByRole('radio', { name: '5 bintang' }).click();
  await shot('5-survei');
  await survey.getByRole('button', { name: 'Kirim survei' }).click();
  await page.getByText('Terima kasih, survei sudah diisi').first().waitFor();
  await next(page, 6, 'Sertifikat');
  await page.getByRole('link', { name: 'Unduh sertifikat' }).waitFor();
  // Every step done; nothing of the page scrolls sideways.
  expect(await bar.getByRole('button').count()).toBe(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await shot('6-sertifikat');
}

describe('webinar steps and the KP list at two widths', () => {
  it('an admin sets up a series starting in 20 minutes with a signatory and two questions', async () => {
    const page = await actors.as('admin');
    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const created = await callApi<{ id: number }>(page, 'POST', '/webinars', {
      title: WEBINAR,
      status: 'published',
      registration_open: true,
      allowed_groups: ['MASTER'],
      training_hours: 2,
      starts_at: soon(20),
      ends_at: soon(120),
      ...SIGNATORY,
    });
    expect(created.status).toBe(201);
    webinarId = created.body.id;
    for (const item of QUIZ) expect((await callApi(page, 'POST', `/webinars/${webinarId}/quiz`, item)).status).toBe(201);
  });

  it('a civil servant walks the six steps in order at 1366 px', () => walkSteps('user', 1366));

  it('another walks them at 390 px', () => walkSteps('user2', 390));

  it('the KP list: actions in view at 1366 px, one card per person at 390 px', async () => {
    const page = await actors.as('admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url(`/layanan-siasn/kp?periode=${PERIODE}`));
    await page.getByTestId('pipeline-synced-at').waitFor();
    if ((await page.getByRole('row').count()) < 3) {
      await (await hydrated(page.getByRole('button', { name: 'Sinkronkan dari SIASN' }))).click();
      await page.getByRole('button', { name: /^Unggah SK KP / }).first().waitFor({ timeout: 120_000 });
    }
    const upload = page.getByRole('button', { name: /^Unggah SK KP / }).first();
    await upload.waitFor();
    const box = await upload.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1366);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await screenshot(page, 'kp-list-1366');

    await page.setViewportSize({ width: 390, height: 900 });
    // Each row is a card: its values under their titles, the documents and Unggah SK at its foot.
    const card = page.getByTestId('pipeline-kp-table').locator('tr[data-row-key]').first();
    await card.waitFor();
    expect(await card.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    expect(await card.locator('td[data-column=nip]').evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"NIP"');
    const cardUpload = card.getByRole('button', { name: /^Unggah SK KP / });
    const cardBox = await cardUpload.boundingBox();
    expect(cardBox && cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'kp-list-390');
  });
});
