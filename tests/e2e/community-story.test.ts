// Issue 15 in real Chromium against the running portal: an admin publishes a podcast episode with
// an uploaded audio file and a live webinar with a quiz; a civil servant listens (the player seeks
// through HTTP ranges), comments, takes the webinar from registration to a certificate whose QR
// code opens the public verification; three people like a feed post and the tooltip names them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccount, newContext, screenshot, skipAfterFailure, url, type Page } from './support/browser';
import { fillRange, isActiveBound, shoot, toneWav, typeBound, wibInput } from './support/community';
import { dialog, useActors, waitForApi, type Actor } from './support/tickets';
import { pdfQrText, pdfText } from '../helpers/webinar-certificate-reader';

const actors = useActors();
skipAfterFailure();

// Unique per run, so reruns on the same database find their own episode, series and post.
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const EPISODE = { title: `Mengenal Cuti Bersama ${RUN}`, number: 1000 + (Date.now() % 90_000) };
const WEBINAR = `Etika Digital ASN ${RUN}`;
const QUIZ = [
  { question: `Apa kepanjangan JP pada sertifikat? (${RUN})`, answers: ['Jam Pelajaran', 'Jadwal Pelatihan', 'Jumlah Peserta'], correct: 1 },
  { question: `Kapan tombol Hadir dapat ditekan? (${RUN})`, answers: ['Kapan saja', 'Sejak 30 menit sebelum mulai sampai selesai'], correct: 2 },
];
const POST = `Berbagi: formulir cuti kini bisa diisi lewat portal ${RUN}`;
const nameOf = (actor: Actor) => demoAccount('simaster', actor).name;

let podcastId = 0;
let webinarId = 0;
let postId = 0;
let verificationUrl = '';

/** The numeric id at the end of the current URL. */
const idInUrl = (page: Page) => Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? NaN);

async function openAs(actor: Actor, path: string): Promise<Page> {
  const page = await actors.as(actor);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(url(path));
  return page;
}

describe('community and learning', () => {
  it('Enter confirms a typed time in the webinar form without submitting the half-filled form', async () => {
    const page = await openAs('admin', '/webinar/kelola/baru');
    const form = page.getByTestId('webinar-form');
    await form.waitFor();
    await form.getByLabel('Judul', { exact: true }).fill(`Belum selesai ${RUN}`);
    let posted = 0;
    const count = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && /\/api\/webinars$/.test(request.url())) posted += 1;
    };
    page.on('request', count);
    // The start with the popup's button, the end with Enter: the form is complete at that moment.
    const start = form.getByPlaceholder('Mulai');
    const end = form.getByPlaceholder('Selesai');
    await typeBound(start, wibInput(60));
    await page.getByRole('button', { name: 'Baik', exact: true }).click();
    // "Baik" confirmed the start: the end is the bound being edited.
    await expect.poll(() => isActiveBound(end)).toBe(true);
    await typeBound(end, wibInput(120));
    await end.press('Enter');
    // The implicit submission would go out at once; a second is plenty to see none.
    await page.waitForTimeout(1_000);
    expect(await end.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    page.off('request', count);
    expect(posted).toBe(0);
    expect(new URL(page.url()).pathname).toMatch(/\/webinar\/kelola\/baru$/);
    // The times Enter confirmed are kept: Simpan saves the (draft) series.
    const created = waitForApi(page, 'POST', /\/api\/webinars$/);
    await form.getByRole('button', { name: 'Simpan' }).click();
    expect((await created).status()).toBe(201);
  });

  it('an admin creates an episode, uploads its audio and publishes it', async () => {
    const page = await openAs('admin', '/podcasts/kelola');
    await page.getByRole('button', { name: 'Tambah episode' }).click();
    const modal = dialog(page, 'Tambah episode');
    await modal.getByLabel('Judul').fill(EPISODE.title);
    await modal.getByLabel('Nomor episode').fill(String(EPISODE.number));
    const created = waitForApi(page, 'POST', /\/api\/podcasts$/);
    await modal.getByRole('button', { name: 'Buat' }).click();
    expect((await created).status()).toBe(201);
    await page.waitForURL(/\/podcasts\/kelola\/\d+$/);
    podcastId = idInUrl(page);

    const form = page.getByTestId('podcast-edit-form');
    await form.waitFor();
    const audio = page.getByTestId('podcast-audio-upload');
    const uploaded = waitForApi(page, 'POST', new RegExp(`/api/podcasts/${podcastId}/upload$`));
    await audio.locator('input[type=file]').setInputFiles(toneWav(`episode-${RUN}`));
    expect((await uploaded).status()).toBe(200);
    // Finished: the progress bar is gone and the episode has its audio.
    await audio.getByRole('button', { name: 'Ganti audio' }).waitFor();
    await audio.getByText(/^Audio saat ini \(/).waitFor();
    expect(await audio.getByTestId('upload-progress').count()).toBe(0);

    await form.getByLabel('Deskripsi singkat').fill('Hak cuti bersama ASN dan cara mengajukannya.');
    await form.getByRole('textbox', { name: 'Transkrip' }).fill('Selamat datang di podcast BKD. Hari ini kita membahas cuti bersama.');
    const publish = form.getByRole('switch', { name: 'Terbitkan' });
    await publish.click();
    expect(await publish.getAttribute('aria-checked')).toBe('true');
    const saved = waitForApi(page, 'PATCH', new RegExp(`/api/podcasts/${podcastId}$`));
    await form.getByRole('button', { name: 'Simpan' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).locator('..').getByText('Terbit', { exact: true }).waitFor();
    await shoot(page, 'community-podcast-editor');
  });

  // It starts in 20 minutes: the pretest is open until the start, "Hadir" from 30 minutes before it.
  it('an admin makes a webinar that starts soon, open to ASN, with two quiz items', async () => {
    const page = await openAs('admin', '/webinar/kelola/baru');
    const form = page.getByTestId('webinar-form');
    await form.waitFor();
    await form.getByLabel('Judul', { exact: true }).fill(WEBINAR);
    await form.getByRole('textbox', { name: 'Deskripsi' }).fill('Bijak bermedia sosial bagi **ASN**.');
    await form.getByRole('radio', { name: 'Terbit' }).check();
    const registration = form.getByRole('switch', { name: 'Pendaftaran dibuka' });
    await registration.click();
    expect(await registration.getAttribute('aria-checked')).toBe('true');
    expect(await form.getByRole('checkbox', { name: 'ASN (SIMASTER)' }).isChecked()).toBe(true);
    await fillRange(form.getByPlaceholder('Mulai'), form.getByPlaceholder('Selesai'), wibInput(20), wibInput(120));
    const created = waitForApi(page, 'POST', /\/api\/webinars$/);
    await form.getByRole('button', { name: 'Simpan' }).click();
    expect((await created).status()).toBe(201);
    await page.waitForURL(/\/webinar\/kelola\/\d+$/);
    webinarId = idInUrl(page);

    const authoring = page.getByTestId('quiz-authoring');
    for (const item of QUIZ) {
      await authoring.getByRole('button', { name: 'Tambah soal' }).click();
      const editor = authoring.getByTestId('quiz-item-editor');
      await editor.getByLabel('Pertanyaan').fill(item.question);
      for (const [i, answer] of item.answers.entries()) {
        if (i >= 2) await editor.getByRole('button', { name: 'Tambah jawaban' }).click();
        await editor.getByRole('textbox', { name: `Jawaban ${i + 1}`, exact: true }).fill(answer);
      }
      await editor.getByRole('radio', { name: `Jawaban benar: Jawaban ${item.correct}` }).check();
      const added = waitForApi(page, 'POST', new RegExp(`/api/webinars/${webinarId}/quiz$`));
      await editor.getByRole('button', { name: 'Simpan soal' }).click();
      expect((await added).status()).toBe(201);
      await editor.waitFor({ state: 'detached' });
    }
    // Each item lists its answers with the correct one marked.
    const items = authoring.getByTestId('quiz-item');
    await expect.poll(() => items.count()).toBe(2);
    for (const [i, item] of QUIZ.entries()) {
      const correct = items.nth(i).getByRole('listitem').filter({ has: page.getByLabel('Jawaban benar') });
      expect(await correct.innerText()).toContain(item.answers[item.correct - 1]);
    }
  });

  it('a civil servant plays the episode, seeks in it and comments in markdown', async () => {
    const page = await openAs('user', '/podcasts');
    const media: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith(`/api/podcasts/${podcastId}/audio`)) media.push(r.status());
    });
    await page.getByRole('link', { name: `Episode ${EPISODE.number}: ${EPISODE.title}` }).click();
    await page.waitForURL(new RegExp(`/podcasts/${podcastId}$`));
    const audio = page.getByTestId('podcast-audio');
    await audio.waitFor();
    // Muted, so Chromium lets a script start it without a click on the native controls.
    await audio.evaluate((el: HTMLAudioElement) => {
      el.muted = true;
      return el.play();
    });
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
    const seeked = await audio.evaluate(
      (el: HTMLAudioElement) =>
        new Promise<{ time: number; seekableEnd: number }>((resolve) => {
          el.pause();
          el.addEventListener('seeked', () => resolve({ time: el.currentTime, seekableEnd: el.seekable.length ? el.seekable.end(0) : 0 }), { once: true });
          el.currentTime = 1.5;
        }),
    );
    expect(seeked.time).toBeCloseTo(1.5, 1);
    // The whole file is seekable because the server answers byte ranges (206).
    expect(seeked.seekableEnd).toBeCloseTo(2, 1);
    expect(media).toContain(206);

    await page.getByRole('tab', { name: 'Komentar' }).click();
    await page.getByRole('textbox', { name: 'Komentar baru' }).fill(`Episode yang **sangat membantu**, terima kasih ${RUN}`);
    const sent = waitForApi(page, 'POST', new RegExp(`/api/podcasts/${podcastId}/comments$`));
    await page.getByRole('button', { name: 'Kirim komentar' }).click();
    expect((await sent).status()).toBe(201);
    const comment = page.getByTestId('podcast-comment').filter({ hasText: RUN });
    await comment.waitFor();
    expect(await comment.innerHTML()).toContain('<strong>sangat membantu</strong>');
    expect(await comment.innerText()).toContain(nameOf('user'));
    await shoot(page, 'community-podcast-episode');
  });

  it('a civil servant registers, takes both tests, attends, answers the survey and gets a verifiable certificate', async () => {
    const page = await openAs('user', `/webinar/${webinarId}`);
    const registered = waitForApi(page, 'POST', new RegExp(`/api/webinars/${webinarId}/registration$`));
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    expect((await registered).status()).toBe(201);
    // Each finished step stays in view until "Lanjut" opens the next (issue 31).
    const next = (label: string) => page.getByRole('button', { name: `Lanjut ke langkah ${label}` }).click();
    await next('2: Pretest');

    const pretest = page.getByTestId('quiz-pretest');
    await pretest.getByRole('radio', { name: QUIZ[0].answers[1] }).check(); // wrong
    await pretest.getByRole('radio', { name: QUIZ[1].answers[1] }).check(); // right
    await pretest.getByRole('button', { name: 'Kirim jawaban' }).click();
    await expect.poll(() => page.getByTestId('pretest-score').innerText()).toBe('Nilai 50 (1 dari 2 benar)');

    await next('3: Hadir');
    await page.getByRole('button', { name: 'Hadir', exact: true }).click();
    await page.getByText('Anda tercatat hadir').waitFor();
    await next('4: Posttest');

    const posttest = page.getByTestId('quiz-posttest');
    for (const item of QUIZ) await posttest.getByRole('radio', { name: item.answers[item.correct - 1] }).check();
    await posttest.getByRole('button', { name: 'Kirim jawaban' }).click();
    await expect.poll(() => page.getByTestId('posttest-score').innerText()).toBe('Nilai 100 (2 dari 2 benar)');
    // One attempt (the default): right or wrong per question now, never the key, and no other try.
    expect(await page.getByTestId('posttest-feedback').innerText()).toBe('Benar\nBenar');
    expect(await page.getByRole('button', { name: 'Kerjakan lagi (nilai terbaik disimpan)' }).count()).toBe(0);

    await next('5: Survei');
    const survey = page.getByTestId('survey-form');
    for (const question of ['Materi', 'Narasumber', 'Manfaat']) await survey.getByRole('group', { name: question }).getByRole('radio', { name: '5 bintang' }).click();
    await survey.getByLabel('Saran').fill('Materi sangat relevan.');
    await survey.getByRole('button', { name: 'Kirim survei' }).click();
    // The survey panel's own words (the toast says the same).
    await page.getByRole('region', { name: 'Langkah peserta' }).getByText('Terima kasih, survei sudah diisi').waitFor();
    await next('6: Sertifikat');
    const certificate = page.getByRole('link', { name: 'Unduh sertifikat' });
    await certificate.waitFor();
    await shoot(page, 'community-webinar-certificate-ready');

    const downloading = page.waitForEvent('download');
    await certificate.click();
    const bytes = readFileSync(await (await downloading).path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(nameOf('user'));
    expect(text).toContain(WEBINAR);
    verificationUrl = (await pdfQrText(bytes)) ?? '';
    expect(verificationUrl).toMatch(/\/helpdesk\/sertifikat\/[\w-]+$/);

    // The QR code's page is public: opened without a session, as whoever scans it would.
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser behind the page');
    const anonymous = await newContext(browser);
    try {
      const scan = await anonymous.newPage();
      await scan.setViewportSize({ width: 1366, height: 900 });
      await scan.goto(verificationUrl);
      const verified = scan.getByTestId('certificate-verification');
      await verified.waitFor();
      await verified.getByText('Valid', { exact: true }).waitFor();
      const terms = await verified.getByRole('term').allInnerTexts();
      const values = await verified.getByRole('definition').allInnerTexts();
      const facts = Object.fromEntries(terms.map((term, i) => [term, values[i]]));
      expect(facts).toMatchObject({ Nama: nameOf('user'), Webinar: WEBINAR, 'Jam pelajaran': '2 JP' });
      expect(facts.Nomor).toMatch(/^\d+\/WEB\/BKD\/\d{4}$/);
      await shoot(scan, 'community-certificate-verification');
    } finally {
      await anonymous.close();
    }
  });

  it('an admin sees the participant with attendance, scores, survey and certificate number', async () => {
    const page = await openAs('admin', `/webinar/kelola/${webinarId}`);
    const row = page.getByTestId('participants-table').getByRole('row').filter({ hasText: nameOf('user') });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining(['ASN (SIMASTER)', 'user', 'Hadir', '50', '100', 'Sudah']));
    expect(cells.some((c) => /^\d+\/WEB\/BKD\/\d{4}$/.test(c))).toBe(true);
    await shoot(page, 'community-webinar-admin');
  });

  it('a post liked by two colleagues and then by the civil servant names all three in the tooltip', async () => {
    const author = await openAs('user2', '/feed');
    await author.getByRole('textbox', { name: 'Tulis postingan' }).fill(POST);
    const posted = waitForApi(author, 'POST', /\/api\/feed\/posts$/);
    await author.getByRole('button', { name: 'Kirim', exact: true }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    postId = ((await response.json()) as { id: number }).id;
    await author.getByTestId(`post-${postId}`).waitFor();

    for (const actor of ['agent', 'admin'] as const) {
      const page = await openAs(actor, `/feed/${postId}`);
      const like = page.getByTestId(`post-${postId}`).getByRole('button', { name: 'Suka', exact: true });
      const liked = waitForApi(page, 'PUT', new RegExp(`/api/feed/posts/${postId}/likes$`));
      await like.click();
      expect((await liked).status()).toBe(200);
      await page.getByTestId(`post-${postId}`).getByRole('button', { name: 'Batal suka' }).waitFor();
    }

    const page = await openAs('user', '/feed');
    const card = page.getByTestId(`post-${postId}`);
    const tooltip = card.getByRole('tooltip');
    await card.getByRole('button', { name: 'Suka', exact: true }).hover();
    await expect.poll(() => tooltip.innerText()).toBe(`${nameOf('agent')} dan ${nameOf('admin')} menyukai postingan ini`);
    const liked = waitForApi(page, 'PUT', new RegExp(`/api/feed/posts/${postId}/likes$`));
    await card.getByRole('button', { name: 'Suka', exact: true }).click();
    expect((await liked).status()).toBe(200);
    const unlike = card.getByRole('button', { name: 'Batal suka' });
    await expect.poll(() => unlike.innerText()).toContain('3 suka');
    const expected = `Anda, ${nameOf('agent')} dan ${nameOf('admin')} menyukai postingan ini`;
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await unlike.hover();
      await expect.poll(() => tooltip.innerText()).toBe(expected);
      // Not shoot(): its scroll to the top would move the button from under the mouse.
      await screenshot(page, `community-feed-like-tooltip-${width}`);
    }
  });

  it.each(['user', 'admin'] as const)('%s opens the coaching clinics and the Zoom meetings', async (actor) => {
    const clinics = await openAs(actor, '/coaching-clinic');
    // The seed's clinics, and the Zoom sandbox's meeting under way.
    await clinics.getByTestId('clinic-card').first().waitFor();
    await shoot(clinics, `community-${actor}-coaching-clinic`);
    const meetings = await openAs(actor, '/meetings');
    await meetings.getByTestId('live-meetings').getByRole('link', { name: /^Gabung: / }).first().waitFor();
    await shoot(meetings, `community-${actor}-meetings`);
    if (actor === 'admin') {
      await meetings.getByRole('tab', { name: 'Kelola' }).click();
      await meetings.getByTestId('meeting-table').getByRole('row').nth(1).waitFor();
      await shoot(meetings, 'community-admin-meetings-kelola');
    }
  });
});
