// A small baseline JPEG encoder (ITU T.81) for the sandbox's photos: YCbCr 4:4:4, each 8x8 block
// coded by its DC coefficient alone (the block's mean colour; every AC coefficient zero), so a
// picture keeps its shapes at 8-pixel resolution. Any JPEG decoder reads it; no image library needed.

// DC Huffman table: the standard luminance DC table of Annex K.3 (categories 0-11), used for all three components.
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
// AC table with one symbol, 0x00 (end of block), coded as the single bit 0.
const AC_BITS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0];
/** Quantiser of every coefficient: the DC of a block of level v - 128 is 8(v - 128), so it quantises to v - 128. */
const QUANT = 8;

/** Canonical Huffman codes (T.81 Annex C) of a table: symbol -> [code, length]. */
function huffmanCodes(bits, values) {
  const codes = new Map();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < bits[length - 1]; i++) codes.set(values[k++], [code++, length]);
    code <<= 1;
  }
  return codes;
}
const DC_CODES = huffmanCodes(DC_BITS, DC_VALUES);

function segment(marker, body) {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, Buffer.from(body)]);
}

/** Entropy-coded bits, with a 0x00 stuffed after every 0xFF byte (T.81 F.1.2.3). */
function bitWriter() {
  const bytes = [];
  let current = 0;
  let filled = 0;
  const push = (byte) => {
    bytes.push(byte);
    if (byte === 0xff) bytes.push(0);
  };
  return {
    write(value, length) {
      for (let i = length - 1; i >= 0; i--) {
        current = (current << 1) | ((value >>> i) & 1);
        if (++filled === 8) {
          push(current);
          current = 0;
          filled = 0;
        }
      }
    },
    /** The bytes, the last one padded with 1 bits. */
    end() {
      if (filled > 0) push((current << (8 - filled)) | ((1 << (8 - filled)) - 1));
      return Buffer.from(bytes);
    },
  };
}

const toYCbCr = ([r, g, b]) => [
  0.299 * r + 0.587 * g + 0.114 * b,
  128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
  128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
];

/** The block at (bx, by)'s mean colour as Y, Cb, Cr, each quantised DC (level - 128). */
function blockDc(pixel, bx, by) {
  const sum = [0, 0, 0];
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const rgb = pixel(bx * 8 + x, by * 8 + y);
      for (let c = 0; c < 3; c++) sum[c] += rgb[c];
    }
  }
  return toYCbCr(sum.map((total) => total / 64)).map((level) => Math.max(-128, Math.min(127, Math.round(level - 128))));
}

/** The JPEG bytes of a `width` x `height` picture (multiples of 8) whose pixel (x, y) is `pixel(x, y)` = [r, g, b]. */
export function encodeJpeg(width, height, pixel) {
  if (width % 8 !== 0 || height % 8 !== 0) throw new RangeError('width and height must be multiples of 8');
  const bits = bitWriter();
  const previous = [0, 0, 0];
  for (let by = 0; by < height / 8; by++) {
    for (let bx = 0; bx < width / 8; bx++) {
      blockDc(pixel, bx, by).forEach((dc, c) => {
        const diff = dc - previous[c];
        previous[c] = dc;
        const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
        const [code, length] = DC_CODES.get(category);
        bits.write(code, length);
        // Negative differences are sent as diff - 1 in `category` bits (T.81 F.1.2.1).
        if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
        bits.write(0, 1); // end of block
      });
    }
  }
  const size = [height >> 8, height & 0xff, width >> 8, width & 0xff];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xffe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.01, no thumbnail
    segment(0xffdb, [0, ...new Array(64).fill(QUANT)]),
    segment(0xffc0, [8, ...size, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
    segment(0xffc4, [0x00, ...DC_BITS, ...DC_VALUES, 0x10, ...AC_BITS, ...AC_VALUES]),
    segment(0xffda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    bits.end(),
    Buffer.from([0xff, 0xd9]),
  ]);
}
