// Seeded randomness for the synthetic province: the same seed gives the same numbers on every
// machine (no Math.random). cyrb128 turns a text seed into state, sfc32 draws from it.

/** Four 32-bit words from a text (cyrb128): the state of a generator, or the bits of an id. */
export function hash128(text) {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const hex8 = (word) => word.toString(16).padStart(8, '0');

/** A stable 32-character upper-case hex id for a name (reference ids: units, positions, majors). */
export function stableId(text) {
  return hash128(text).map(hex8).join('').toUpperCase();
}

/** A generator: `rng.next()` in [0, 1) plus the helpers the generators use. */
export function createRng(seed) {
  let [a, b, c, d] = hash128(String(seed));
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const out = (t + d) | 0;
    c = (c + out) | 0;
    return (out >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const word = () => Math.floor(next() * 4294967296);
  return {
    next,
    /** An integer from min to max, both included. */
    int,
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    /** An entry of [value, weight] pairs, drawn by weight. */
    weighted(pairs) {
      const total = pairs.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, w] of pairs) if ((roll -= w) < 0) return value;
      return pairs[pairs.length - 1][0];
    },
    /** A lower-case v4-shaped UUID (riwayat row ids). */
    uuid() {
      const h = [word(), word(), word(), word()].map(hex8).join('');
      const variant = ((parseInt(h[16], 16) & 3) | 8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    /** 32 upper-case hex characters (PNS ids). */
    hex32: () => [word(), word(), word(), word()].map(hex8).join('').toUpperCase(),
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(''),
  };
}
