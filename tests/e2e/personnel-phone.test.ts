// Issue 31 in real Chromium against the running portal and its SIASN sandbox: on a 390 px phone a
// civil servant adds a course with its certificate (PDF) in one action and sees it as a card with
// its actions; at 1366 px the action column of the table stays in view.
import { describe, expect, it } from 'vitest';
import { hydrated, screenshot, url, type Page } from './support/browser';
import { fillCourse, pdf, shownOrRefused } from './support/personnel-forms';
import { useActors } from './support/tickets';

const actors = useActors();
const COURSE = `Pelatihan Layanan Digital ${Date.now().toString(36)}`;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** The page scrolls sideways by this many px (0: it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('personnel record on a phone', () => {
  it('adds a course with its PDF in one action at 390 px and sees it as a card with its actions', async () => {
    const page = await actors.as('user2');
    await page.setViewportSize(PHONE);
    await page.goto(url('/pemutakhiran-data/diklat'));
    await (await hydrated(page.getByRole('button', { name: 'Tambah Kursus' }))).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Tambah Kursus').first().waitFor();
    await fillCourse(drawer, page, { name: COURSE, certificate: 'SERT/HP/2026/31', start: '02-03-2026', end: '04-03-2026', hours: '24' });
    // No year to type: the dates give it.
    expect(await drawer.getByLabel(/^Tahun/).count()).toBe(0);
    await drawer.locator('input[type=file]').setInputFiles(pdf('sertifikat-hp'));
    await drawer.getByText('sertifikat-hp.pdf').waitFor();
    await screenshot(page, 'personnel-phone-course-form-390');

    await drawer.getByTestId('record-submit').click();
    const done = page.getByText('Riwayat dan dokumennya tersimpan di SIASN');
    await expect(shownOrRefused(page, done), 'the course and its document were not saved').resolves.toBe('shown');
    await drawer.waitFor({ state: 'hidden' });

    const card = page.getByTestId('kursus-table').locator('tr[data-row-key]').filter({ hasText: COURSE });
    await card.getByTestId('record-document-link').waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await card.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    // Each value under its column's title; the actions at the card's foot, all inside the screen.
    expect(await card.locator('td[data-column=namaKursus]').evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Kursus"');
    for (const action of [card.getByRole('button', { name: 'Ubah Kursus' }), card.getByRole('button', { name: 'Hapus Kursus' }), card.getByTestId('record-document-link')]) {
      const box = await action.boundingBox();
      expect(box, 'an action of the card is not drawn').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'personnel-phone-course-card-390');
  });

  it('keeps the action column in view at 1366 px while the table scrolls sideways', async () => {
    const page = await actors.as('user2');
    await page.setViewportSize(LAPTOP);
    await page.goto(url('/pemutakhiran-data/diklat'));
    const table = page.getByTestId('kursus-table');
    const row = table.locator('tr[data-row-key]').filter({ hasText: COURSE });
    await (await hydrated(row.getByRole('button', { name: 'Ubah Kursus' }))).waitFor();
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');

    const actions = row.locator('td[data-column=actions]');
    expect(await actions.evaluate((td) => getComputedStyle(td).position)).toBe('sticky');
    const scroller = table.locator('table').locator('..');
    // Scrolled to either end, the actions stay at the visible right edge of the table's box.
    for (const end of ['start', 'end'] as const) {
      await scroller.evaluate((el, to) => el.scrollTo({ left: to === 'start' ? 0 : el.scrollWidth }), end);
      const [cell, frame] = [await actions.boundingBox(), await scroller.boundingBox()];
      expect(cell && frame, 'the table or its action cell is not drawn').toBeTruthy();
      expect((cell?.x ?? 0) + (cell?.width ?? 0)).toBeLessThanOrEqual((frame?.x ?? 0) + (frame?.width ?? 0) + 1);
      expect(cell?.x ?? -1).toBeGreaterThanOrEqual(frame?.x ?? 0);
    }
    expect(await row.getByRole('button', { name: 'Ubah Kursus' }).isVisible()).toBe(true);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'personnel-phone-course-table-1366');

    // A narrower laptop window squeezes the table: it scrolls inside its box, the actions stay.
    await page.setViewportSize({ width: 900, height: 768 });
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    const [cell, frame] = [await actions.boundingBox(), await scroller.boundingBox()];
    expect((cell?.x ?? 0) + (cell?.width ?? 0)).toBeLessThanOrEqual((frame?.x ?? 0) + (frame?.width ?? 0) + 1);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'personnel-phone-course-table-900');
  });
});
