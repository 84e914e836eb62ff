// Issue 11: rendered markdown let images scroll the page sideways and drew tables without borders.
import { expect, it } from 'vitest';
import { screenshot, url, useBrowser } from './support/browser';

const b = useBrowser();

it('a ticket description at 390 px: images are blocks that fit, tables have borders', async () => {
  const page = await b.newPage(await b.signedInState({ provider: 'SIMASTER', username: 'user' }));
  const created = await page.request.post(url('/api/tickets'), {
    data: { title: 'Tabel syarat mutasi pegawai', description: 'Syarat:\n\n| Dokumen | Wajib |\n|---|---|\n| SK terakhir | ya |' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url(`/tickets/${id}`));
  const body = page.getByTestId('ticket-description');
  await body.locator('table').waitFor();
  // A picture wider than a phone, as a pasted screenshot would be (our own logo, drawn 1600 px wide).
  await body.evaluate((el, src) => {
    const img = document.createElement('img');
    img.alt = 'Tangkapan layar';
    img.src = src;
    img.width = 1600;
    el.appendChild(img);
  }, `${new URL(url('/')).pathname}/logo.svg`);
  const img = body.locator('img');
  await img.evaluate((el: HTMLImageElement) => el.decode());

  const layout = await body.evaluate((el) => {
    const image = el.querySelector('img') as HTMLImageElement;
    const cell = el.querySelector('td') as HTMLElement;
    return {
      imageDisplay: getComputedStyle(image).display,
      imageWidth: image.getBoundingClientRect().width,
      bodyWidth: el.getBoundingClientRect().width,
      cellBorder: getComputedStyle(cell).borderTopWidth,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  await screenshot(page, 'markdown-layout-390');
  expect(layout.imageDisplay).toBe('block');
  expect(layout.imageWidth).toBeLessThanOrEqual(layout.bodyWidth);
  expect(layout.cellBorder).toBe('1px');
  expect(layout.overflow).toBeLessThanOrEqual(1);
});
