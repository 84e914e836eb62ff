// SIASN's golongan/ruang (spec section 3; siasn-protocol.md 6.2): the 17 ranks, ids 11-45, from
// Juru Muda up to Pembina Utama.
import { byId } from './lookup';

export interface Rank {
  id: number;
  /** The golongan as SIASN writes it, e.g. `III/a`. */
  code: string;
  /** The pangkat, e.g. `Penata Muda`. */
  name: string;
}

export const RANKS: readonly Rank[] = [
  { id: 11, code: 'I/a', name: 'Juru Muda' },
  { id: 12, code: 'I/b', name: 'Juru Muda Tingkat I' },
  { id: 13, code: 'I/c', name: 'Juru' },
  { id: 14, code: 'I/d', name: 'Juru Tingkat I' },
  { id: 21, code: 'II/a', name: 'Pengatur Muda' },
  { id: 22, code: 'II/b', name: 'Pengatur Muda Tingkat I' },
  { id: 23, code: 'II/c', name: 'Pengatur' },
  { id: 24, code: 'II/d', name: 'Pengatur Tingkat I' },
  { id: 31, code: 'III/a', name: 'Penata Muda' },
  { id: 32, code: 'III/b', name: 'Penata Muda Tingkat I' },
  { id: 33, code: 'III/c', name: 'Penata' },
  { id: 34, code: 'III/d', name: 'Penata Tingkat I' },
  { id: 41, code: 'IV/a', name: 'Pembina' },
  { id: 42, code: 'IV/b', name: 'Pembina Tingkat I' },
  { id: 43, code: 'IV/c', name: 'Pembina Utama Muda' },
  { id: 44, code: 'IV/d', name: 'Pembina Utama Madya' },
  { id: 45, code: 'IV/e', name: 'Pembina Utama' },
];

/** `Penata Muda (III/a)`, or undefined for an id that is not a rank. */
export function rankLabel(id: number | string | null | undefined): string | undefined {
  const rank = byId(RANKS, id);
  return rank && `${rank.name} (${rank.code})`;
}
