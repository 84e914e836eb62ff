import { describe, expect, it } from 'vitest';
import { detectFileType, UPLOAD_KINDS } from '@/server/uploads/detect-file-type';
import { TINY_PNG } from '../helpers/tiny-png';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describe('detectFileType (file-type behind an allow-list per kind)', () => {
  it('declares the editor image kind and the podcast audio and cover kinds', () => {
    expect(UPLOAD_KINDS).toEqual({ image: ['png', 'jpg', 'gif', 'webp'], audio: ['mp3', 'm4a', 'ogg', 'oga', 'opus', 'wav'], cover: ['png', 'jpg', 'webp'] });
  });

  it('types images from their content', async () => {
    expect(await detectFileType(TINY_PNG, 'image')).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await detectFileType(GIF, 'image')).toEqual({ ext: 'gif', mime: 'image/gif' });
  });

  it.each([
    ['a PDF (a type file-type knows, no kind allows yet)', PDF],
    ['a bare PNG signature with no image behind it', TINY_PNG.subarray(0, 8)],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['JavaScript', Buffer.from('alert(document.cookie)')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s for the image kind', async (_name, bytes) => {
    expect(await detectFileType(bytes, 'image')).toBeNull();
  });
});
