// The agency's job maps (peta jabatan, `GET /perencanaan/peta-jabatan`): per unit, its positions
// with their class, the number needed (kebutuhan) and the number holding them (bezetting), and its
// child units. The positions are those the province's people hold there (from data utama: a
// head's is struktural, a staff member's fungsional or pelaksana), plus the head's post of a unit
// whose head is missing (bezetting 0). Kebutuhan is drawn per unit and position from the seed:
// mostly what is held or a little more, sometimes less (an excess of staff).
import { createRng, stableId } from '../siasn/data/random.mjs';
import { INSTANSI } from '../siasn/data/units.mjs';
import { groupBy } from './province-view.mjs';

const KIND = { 1: 'struktural', 2: 'fungsional', 4: 'pelaksana' };
// kebutuhan minus bezetting, by weight.
const NEED = [[0, 6], [1, 2], [2, 1], [-1, 1]];
const ORDER = { struktural: 0, fungsional: 1, pelaksana: 2 };

const byRank = (a, b) => ORDER[a.jenis] - ORDER[b.jenis] || b.kelas - a.kelas || a.nama.localeCompare(b.nama, 'id');

/**
 * `find(unorId)` gives the job map of a unit, or null for a unit the province does not have;
 * no id: the province (instansi) with no positions of its own and the top units as children.
 * Each map is built on first request and kept.
 * @param {{ view: ReturnType<typeof import('./province-view.mjs').createProvinceView>, seed: string }} opts
 */
export function createJobMaps({ view, seed }) {
  const maps = new Map();
  let index = null;

  /** People by unit, and a head post's class by eselon (read off the heads who hold one). */
  function indexPeople() {
    const people = view.people();
    const heads = people.filter((person) => person.role === 'head');
    return { byUnit: groupBy(people, (p) => p.utama.unorId), headClass: new Map(heads.map((h) => [h.utama.eselonId, Number(h.utama.kelas_jabatan)])) };
  }

  function positions(unit) {
    index ??= indexPeople();
    const held = groupBy(index.byUnit.get(unit.Id) ?? [], (p) => `${p.utama.jenisJabatanId}|${p.utama.jabatanNama}`);
    const rows = [...held.values()].map((holders) => {
      const { utama } = holders[0];
      return { nama: utama.jabatanNama, jenis: KIND[utama.jenisJabatanId], kelas: Number(utama.kelas_jabatan), bezetting: holders.length };
    });
    if (unit.EselonId && !rows.some((row) => row.jenis === 'struktural')) {
      rows.push({ nama: unit.NamaJabatan, jenis: 'struktural', kelas: index.headClass.get(unit.EselonId), bezetting: 0 });
    }
    return rows.sort(byRank).map((row) => {
      const rng = createRng(`${seed}:agency:peta-jabatan:${unit.Id}:${row.nama}`);
      const kebutuhan = row.jenis === 'struktural' ? 1 : Math.max(1, row.bezetting + rng.weighted(NEED));
      return { id: stableId(`peta-jabatan:${unit.Id}:${row.nama}`).toLowerCase(), nama: row.nama, jenis: row.jenis, kelas: row.kelas, kebutuhan, bezetting: row.bezetting };
    });
  }

  const childrenOf = (id) => view.childrenOf(id).map((child) => ({ id: child.Id, nama: child.NamaUnor, hasChildren: view.childrenOf(child.Id).length > 0 }));

  function build(unorId) {
    if (!unorId) return { unor: { id: INSTANSI.id, nama: INSTANSI.nama }, jabatan: [], children: childrenOf(null) };
    const unit = view.unitById.get(unorId);
    return { unor: { id: unit.Id, nama: unit.NamaUnor }, jabatan: positions(unit), children: childrenOf(unit.Id) };
  }

  return {
    find(unorId) {
      if (unorId && !view.unitById.has(unorId)) return null;
      const key = unorId ?? '';
      if (!maps.has(key)) maps.set(key, build(unorId));
      return maps.get(key);
    },
  };
}
