// Helpers for the community story (tests/e2e/community-story.test.ts): a real audio file to
// upload, WIB wall clocks for the webinar form's range picker, and a screenshot at both widths.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';
import { animationsDone } from './tickets';

/**
 * A mono 16-bit PCM WAV of a sine tone, written to a temp file: small, but a file every browser
 * decodes and plays, so the player's clock really moves.
 */
export function toneWav(name: string, seconds = 2, hz = 440, rate = 8000): string {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 12_000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  const file = path.join(os.tmpdir(), `${name}.wav`);
  writeFileSync(file, Buffer.concat([header, data]));
  return file;
}

const WIB_OFFSET_MS = 7 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** An instant `minutesFromNow` away as the form shows it: "DD/MM/YYYY HH:mm" in WIB. */
export function wibInput(minutesFromNow: number): string {
  const d = new Date(Date.now() + minutesFromNow * 60_000 + WIB_OFFSET_MS);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/**
 * Types both bounds of an antd RangePicker, each confirmed with the popup's "Baik" as a mouse user
 * does (the keyboard's Enter is its own test), and checks the picker kept them.
 */
export async function fillRange(from: Locator, to: Locator, start: string, end: string): Promise<void> {
  await typeBound(from, start);
  await from.press('Enter');
  // Enter on the start confirms it and makes the end the active bound; typing before that went into
  // the start (a loaded run showed both values in it).
  await expect.poll(() => isActiveBound(to)).toBe(true);
  await typeBound(to, end);
  await to.press('Enter');
  await from.page().locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
  await expect.poll(() => from.inputValue()).toBe(start);
  await expect.poll(() => to.inputValue()).toBe(end);
}

/** True when this bound of a range picker is the one being edited (antd's `-input-active`). */
export const isActiveBound = (input: Locator): Promise<boolean> =>
  input.evaluate((el) => el.closest('.ant-picker-input')?.classList.contains('ant-picker-input-active') ?? false);

/**
 * Types one bound of the range picker and waits until its panel has read it (the time header
 * shows the typed time) and has stopped moving: a confirmation before that was lost on a loaded
 * machine.
 */
export async function typeBound(input: Locator, value: string): Promise<void> {
  await input.click();
  await input.fill(value);
  const page = input.page();
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').getByText(value.slice(-5), { exact: true }).waitFor();
  await animationsDone(page);
}

/** `<name>-<width>.png` at a phone's and a laptop's width (like personnel-admin's), then back to the laptop. */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a full-page shot of a scrolled page draws the sticky header mid-page. Two
    // frames later the page has laid itself out for the new width (carousels, steps bars).
    await page.evaluate(() => new Promise<void>((done) => {
      window.scrollTo(0, 0);
      requestAnimationFrame(() => requestAnimationFrame(() => done()));
    }));
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
