// Family data: spouse (data-pasangan), children (data-anak) and parents (data-ortu), as person
// ("orang") objects. Empty dates are SIASN's `01-01-0001`.
import { dmy, parts, toDay, ymdTime } from './dates.mjs';
import { otherName } from './names.mjs';

const other = (gender) => (gender === 'M' ? 'F' : 'M');

function orang(rng, ctx, { nama, gender, birth, place, ayahId = '', ibuId = '', jenisAnak = '', kawin = '1', died = null }) {
  return {
    id: ctx.uuid(), created_at: ymdTime(ctx.createdAt), ayahId, ibuId, nama, namaKtp: nama.toUpperCase(), gelarDepan: '', gelarBlk: '',
    tempatLahir: place, tglLahir: dmy(birth), aktaMeninggal: died ? `AKM-${rng.digits(8)}` : '', tglMeninggal: dmy(died), jenisKelamin: gender,
    jenisAnak, StatusHidup: died ? '2' : '1', JenisKawinId: kawin, karisKarsu: '',
  };
}

/** Spouse and children, or none; also sets the person's marital fields. */
export function drawFamily(rng, person, today, ctx) {
  const place = person.birthRegion.name.replace(/^(Kabupaten|Kota) /, '');
  const age = parts(today).y - parts(person.birth).y;
  const family = { spouse: null, marriage: null, children: [] };
  if (!rng.chance(age >= 27 ? 0.88 : 0.4)) return family;
  const married = Math.min(today - 60, toDay(parts(person.birth).y + rng.int(23, Math.max(23, Math.min(age - 1, 33))), rng.int(1, 12), rng.int(1, 28)));
  const spouseGender = other(person.gender);
  const spouseBirth = person.birth + rng.int(-4 * 365, 4 * 365) + (person.gender === 'M' ? 2 * 365 : -2 * 365);
  family.spouse = orang(rng, ctx, { nama: otherName(rng, spouseGender), gender: spouseGender, birth: spouseBirth, place, kawin: '2' });
  family.marriage = {
    id: ctx.uuid(), orangId: family.spouse.id, pnsOrangId: person.pnsId, tgglMenikah: dmy(married), aktaMenikah: `${rng.int(100, 999)}/${parts(married).y}`,
    tgglCerai: dmy(null), aktaCerai: '', posisi: '1', status: '1', isPns: rng.chance(0.2) ? '1' : '0', noSkPensiun: '',
  };
  const [ayahId, ibuId] = person.gender === 'M' ? [person.pnsId, family.spouse.id] : [family.spouse.id, person.pnsId];
  let born = married + rng.int(300, 900);
  for (let i = rng.int(0, 3); i > 0 && born < today - 30; i--) {
    const gender = rng.chance(0.5) ? 'M' : 'F';
    family.children.push(orang(rng, ctx, { nama: `${otherName(rng, gender).split(' ')[0]} ${person.nama.split(' ').pop()}`, gender, birth: born, place, ayahId, ibuId, jenisAnak: '1' }));
    born += rng.int(540, 1800);
  }
  return family;
}

export function drawParents(rng, person, today, ctx) {
  const place = person.birthRegion.name.replace(/^(Kabupaten|Kota) /, '');
  const parent = (gender, gap) => {
    const birth = person.birth - gap * 365 - rng.int(0, 364);
    const died = parts(today).y - parts(birth).y > 68 && rng.chance(0.5) ? today - rng.int(100, 3000) : null;
    return orang(rng, ctx, { nama: otherName(rng, gender), gender, birth, place, kawin: '2', died });
  };
  const ayah = parent('M', rng.int(25, 35));
  const ibu = parent('F', rng.int(21, 30));
  return { idPns: person.pnsId, nipBaru: person.nip, ayahId: ayah.id, ibuId: ibu.id, ayah, ibu };
}
