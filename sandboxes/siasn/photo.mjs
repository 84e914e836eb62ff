// /pns/photo/{pnsId}: a real picture per person (240x320, RGB), the same bytes for the same id on
// every machine: a pale background and a 5x5 mirrored identicon in one colour drawn from the id,
// under a grey head-and-shoulders silhouette. SIASN stores JPEG (its clients upload JPEG, protocol
// Corrections), older photos PNG: about half the people get a JPEG (jpeg.mjs), the others a PNG
// built with node:zlib and our own CRC-32.
import { deflateSync } from 'node:zlib';
import { hash128 } from './data/random.mjs';
import { encodeJpeg } from './jpeg.mjs';

export const PHOTO_WIDTH = 240;
export const PHOTO_HEIGHT = 320;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** HSL (h in degrees, s and l in 0-1) to [r, g, b] bytes. */
function hsl(h, s, l) {
  const a = s * Math.min(l, 1 - l);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Which colour each pixel takes: 0 background, 1 pattern, 2 silhouette. */
function paint(id) {
  const [w0, w1] = hash128(`photo:${id}`);
  const cells = Array.from({ length: 15 }, (_, i) => ((w1 >>> i) & 1) === 1);
  const cell = 24;
  const gridLeft = (PHOTO_WIDTH - 5 * cell) / 2;
  const gridTop = 16;
  const headX = PHOTO_WIDTH / 2;
  const headY = 200;
  const headR = 44 + (w0 % 9);
  return (x, y) => {
    const dx = x - headX;
    const dy = y - headY;
    if (dx * dx + dy * dy <= headR * headR) return 2;
    // Shoulders: the top half of a wide ellipse from the bottom edge.
    const sx = dx / 104;
    const sy = (y - (PHOTO_HEIGHT + 20)) / 96;
    if (y > headY + headR - 10 && sx * sx + sy * sy <= 1) return 2;
    const col = Math.floor((x - gridLeft) / cell);
    const row = Math.floor((y - gridTop) / cell);
    if (col < 0 || col > 4 || row < 0 || row > 4) return 0;
    const mirrored = col > 2 ? 4 - col : col;
    return cells[row * 3 + mirrored] ? 1 : 0;
  };
}

/** The colour [r, g, b] of each pixel (x, y) of a PNS id's photo. */
function colourOf(id) {
  const [w0] = hash128(`photo:${id}`);
  const hue = w0 % 360;
  const colours = [hsl(hue, 0.45, 0.9), hsl(hue, 0.55, 0.55), [96, 104, 112]];
  const pixel = paint(id);
  return (x, y) => colours[pixel(x, y)];
}

/** The PNG bytes for a PNS id (deterministic). */
export function photoPng(id) {
  const colour = colourOf(id);
  const stride = 1 + PHOTO_WIDTH * 3;
  const raw = Buffer.alloc(stride * PHOTO_HEIGHT);
  for (let y = 0; y < PHOTO_HEIGHT; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const [r, g, b] = colour(x, y);
      const at = y * stride + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(PHOTO_WIDTH, 0);
  header.writeUInt32BE(PHOTO_HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The JPEG bytes for a PNS id (deterministic): the same picture at 8-pixel resolution. */
export const photoJpeg = (id) => encodeJpeg(PHOTO_WIDTH, PHOTO_HEIGHT, colourOf(id));

/** The MIME type SIASN keeps a PNS id's photo in: image/jpeg for about half the ids, image/png for the rest. */
export const photoType = (id) => ((hash128(`photo:${id}`)[2] & 1) === 1 ? 'image/jpeg' : 'image/png');

const cache = new Map();

/** A PNS id's photo `{ bytes, contentType }`, with a small cache (a profile page asks for the same photo again and again). */
export function cachedPhoto(id) {
  if (!cache.has(id)) {
    if (cache.size >= 64) cache.delete(cache.keys().next().value);
    const contentType = photoType(id);
    cache.set(id, { bytes: contentType === 'image/jpeg' ? photoJpeg(id) : photoPng(id), contentType });
  }
  return cache.get(id);
}
