// NIP per siasn-protocol.md section 7: birth date YYYYMMDD + TMT CPNS YYYYMM + gender digit
// (1 male, 2 female) + a 3-digit sequence. PPPK numbers (NI PPPK) carry the 4-digit appointment
// year where the CPNS year and month stand, then `21`: YYYYMMDD YYYY 21 G NNN.
import { compact, parts } from './dates.mjs';

export const PPPK_MARK = '21';

/** The 15 digits before the sequence. */
export function nipPrefix({ birth, tmtCpns, tmtPppk, gender, pppk }) {
  const appointed = pppk ? `${parts(tmtPppk).y}${PPPK_MARK}` : compact(tmtCpns).slice(0, 6);
  return `${compact(birth)}${appointed}${gender === 'F' ? '2' : '1'}`;
}

/** Parts of an 18-digit NIP, or null when it is not one (digit 15 must be 1 or 2). */
export function parseNip(nip) {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{4})(\d{2})([12])(\d{3})$/.exec(String(nip ?? ''));
  if (!match) return null;
  const [, y, m, d, ay, am, g, seq] = match;
  const pppk = am === PPPK_MARK;
  return { birth: `${y}-${m}-${d}`, appointedYear: Number(ay), cpnsMonth: pppk ? null : Number(am), pppk, gender: g === '1' ? 'M' : 'F', sequence: Number(seq) };
}

/**
 * Hands out sequences so that no two people share a NIP; reserved NIPs (demo accounts) first.
 * `outside` holds NIPs that are someone else's already (the province's, for synthetic list rows).
 */
export function createNipRegistry(rng, outside = new Set()) {
  const taken = new Set();
  return {
    reserve(nip) {
      if (taken.has(nip)) throw new Error(`NIP ${nip} reserved twice`);
      taken.add(nip);
      return nip;
    },
    issue(prefix) {
      const nipOf = (sequence) => `${prefix}${String(sequence).padStart(3, '0')}`;
      let sequence = rng.int(1, 40);
      while (taken.has(nipOf(sequence)) || outside.has(nipOf(sequence))) sequence += 1;
      if (sequence > 999) throw new Error(`no sequence left for ${prefix}`);
      taken.add(nipOf(sequence));
      return nipOf(sequence);
    },
  };
}
