import type { Locator, Page } from 'playwright-core';
import { animationsDone } from './tickets';

// Filling the personnel record's forms in the browser tests (personnel-writes, personnel-phone).

/** A small real PDF named `label`.pdf, its label inside (the download can be checked for it). */
export const pdf = (label: string) => ({ name: `${label}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`) });

/**
 * Picks an option of an antd Select found by its label, searching by `search`: from the open list
 * once it has stopped moving, and only done when the list has closed on the choice (a click while
 * the filtered list was still settling chose nothing once, and the form refused "Wajib diisi").
 */
export async function choose(scope: Locator, page: Page, label: string, search: string, option: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(search);
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const item = list.locator('.ant-select-item-option').filter({ hasText: option }).first();
  await item.waitFor();
  await animationsDone(page);
  await item.click();
  await list.waitFor({ state: 'hidden' });
}

/** Waits for `shown`; a refusal the page shows instead (a toast or a field's error) fails with its text. */
export async function shownOrRefused(page: Page, shown: Locator): Promise<string> {
  const refusal = page.locator('.ant-message-error, .ant-form-item-explain-error').first();
  // The loser of the race times out later on its own; its rejection is caught, never left unhandled.
  return Promise.race([
    shown.waitFor().then(() => 'shown', () => 'neither shown nor refused'),
    refusal.waitFor().then(async () => `refused: ${await refusal.textContent()}`, () => 'neither shown nor refused'),
  ]);
}

export interface CourseEntry {
  name: string;
  certificate: string;
  /** DD-MM-YYYY. */
  start: string;
  end: string;
  hours: string;
}

/** Fills the open "Tambah Kursus" drawer: a Diklat Teknis course (no year: the dates give it). */
export async function fillCourse(drawer: Locator, page: Page, course: CourseEntry) {
  await choose(drawer, page, 'Jenis diklat', 'Teknis', 'Diklat Teknis');
  await drawer.getByLabel('Nama kursus').fill(course.name);
  await drawer.getByLabel('Nomor sertifikat').fill(course.certificate);
  await drawer.getByLabel('Institusi penyelenggara').fill('BPSDM Provinsi Jawa Timur');
  for (const [label, value] of [['Tanggal mulai', course.start], ['Tanggal selesai', course.end]]) {
    await drawer.getByLabel(label, { exact: true }).fill(value);
    await drawer.getByLabel(label, { exact: true }).press('Enter');
  }
  await drawer.getByLabel('Jumlah jam').fill(course.hours);
}
