// Issue 31 in real Chromium against the running portal and its SIASN sandbox: on a 390 px phone a
// civil servant adds a course with its certificate (PDF) in one action and sees it as a card with
// its actions; at 1366 px the action column of the table stays in view.
import { describe, expect, it } from 'vitest';
import { axe } from './support/axe';
import { hydrated, screenshot, SCREENSHOT_DIR, url, type Page } from './support/browser';
import { fillCourse, pdf, shownOrRefused } from './support/personnel-forms';
import { useActors } from './support/tickets';

const actors = useActors();
const COURSE = `Pelatihan Layanan Digital ${Date.now().toString(36)}`;
// A certificate number as agencies write them: long, with no space or hyphen to wrap at. It makes
// the laptop table wider than its box, so the table scrolls sideways.
const CERTIFICATE = '800.1.2.3/1234567/204.5/BPSDM.JATIM/2026/0000031/SERTIFIKAT.KOMPETENSI.TEKNIS.LAYANAN.DIGITAL';
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
    await fillCourse(drawer, page, { name: COURSE, certificate: CERTIFICATE, start: '02-03-2026', end: '04-03-2026', hours: '24' });
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
    // The cards are still a table to assistive technology: no serious or critical problem in it.
    const { violations } = await axe(page).include('[data-testid=kursus-table]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('keeps the action column in view at 1366 px while the table scrolls sideways', async () => {
    const page = await actors.as('user2');
    await page.setViewportSize(LAPTOP);
    await page.goto(url('/pemutakhiran-data/diklat'));
    const table = page.getByTestId('kursus-table');
    const row = table.locator('tr[data-row-key]').filter({ hasText: COURSE });
    await (await hydrated(row.getByRole('button', { name: 'Ubah Kursus' }))).waitFor();
    await row.scrollIntoViewIfNeeded();
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');

    const actions = row.locator('td[data-column=actions]');
    expect(await actions.evaluate((td) => getComputedStyle(td).position)).toBe('sticky');
    const scroller = table.locator('table').locator('..');
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth), 'the table does not scroll sideways').toBeGreaterThan(0);
    // Scrolled to either end, the actions sit at the visible right edge of the table's box.
    for (const end of ['start', 'end'] as const) {
      await scroller.evaluate((el, to) => el.scrollTo({ left: to === 'start' ? 0 : el.scrollWidth }), end);
      const [cell, frame] = [await actions.boundingBox(), await scroller.boundingBox()];
      expect(cell && frame, 'the table or its action cell is not drawn').toBeTruthy();
      const [cellEnd, frameEnd] = [(cell?.x ?? 0) + (cell?.width ?? 0), (frame?.x ?? 0) + (frame?.width ?? 0)];
      expect(Math.abs(cellEnd - frameEnd), `actions end at ${cellEnd}, the table's box at ${frameEnd} (scrolled to the ${end})`).toBeLessThanOrEqual(2);
      // The table's box alone: a full-page capture lays the page out again and loses the scroll.
      await scroller.screenshot({ path: `${SCREENSHOT_DIR}/personnel-phone-course-table-1366-${end}.png` });
    }
    expect(await row.getByRole('button', { name: 'Ubah Kursus' }).isVisible()).toBe(true);

    // At 900 px (a tablet, a narrow window) the table drops its lg columns: actions inside its box, no page scroll.
    await page.setViewportSize({ width: 900, height: 768 });
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    const [cell, frame] = [await actions.boundingBox(), await scroller.boundingBox()];
    expect((cell?.x ?? 0) + (cell?.width ?? 0)).toBeLessThanOrEqual((frame?.x ?? 0) + (frame?.width ?? 0) + 1);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'personnel-phone-course-table-900');
  });
});
