import { describe, expect, it } from 'vitest';
import { notificationPreview, PREVIEW_LENGTH } from '@/server/notifications/preview';

describe('notificationPreview', () => {
  it.each([
    ['**Berkas** sudah _diverifikasi_', 'Berkas sudah diverifikasi'],
    ['# Judul\n\n- satu\n- dua', 'Judul satu dua'],
    ['Lihat [tautan](https://example.test/x) dan ![gambar](/helpdesk/api/uploads/1)', 'Lihat tautan dan gambar'],
    ['> kutipan\n\n`kode` di sini', 'kutipan kode di sini'],
    ['<img src=x onerror=alert(1)>Halo <b>tebal</b>', 'Halo tebal'],
    ['<script>alert(1)</script>\n\nTeks', 'Teks'],
    ['1 < 2 dan 3 > 2', '1 < 2 dan 3 > 2'],
  ])('%j → %j', (source, preview) => {
    expect(notificationPreview(source)).toBe(preview);
  });

  it('has no tag left in any output', () => {
    expect(notificationPreview('a <a href="javascript:x">b</a> <iframe src=//x></iframe> c')).not.toMatch(/[<>]/);
  });

  it('cuts long text to the preview length with an ellipsis', () => {
    const preview = notificationPreview('kata '.repeat(200)) ?? '';
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('answers null for nothing to show', () => {
    expect(notificationPreview(null)).toBeNull();
    expect(notificationPreview('<div></div>')).toBeNull();
  });
});
