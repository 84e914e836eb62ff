// East Java's regencies and cities with their official (Kemendagri) codes. The spec says 35 codes,
// but its own ranges, 3501-3529 and 3571-3579, hold 38: all 38 are here (docs/personnel.md).

export interface Region {
  id: number;
  name: string;
}

const REGENCIES = [
  'Pacitan', 'Ponorogo', 'Trenggalek', 'Tulungagung', 'Blitar', 'Kediri', 'Malang', 'Lumajang', 'Jember', 'Banyuwangi',
  'Bondowoso', 'Situbondo', 'Probolinggo', 'Pasuruan', 'Sidoarjo', 'Mojokerto', 'Jombang', 'Nganjuk', 'Madiun', 'Magetan',
  'Ngawi', 'Bojonegoro', 'Tuban', 'Lamongan', 'Gresik', 'Bangkalan', 'Sampang', 'Pamekasan', 'Sumenep',
];
const CITIES = ['Kediri', 'Blitar', 'Malang', 'Probolinggo', 'Pasuruan', 'Mojokerto', 'Madiun', 'Surabaya', 'Batu'];

/** 3501-3529 Kabupaten ..., 3571-3579 Kota ... */
export const EAST_JAVA_REGIONS: readonly Region[] = [
  ...REGENCIES.map((name, index) => ({ id: 3501 + index, name: `Kabupaten ${name}` })),
  ...CITIES.map((name, index) => ({ id: 3571 + index, name: `Kota ${name}` })),
];
