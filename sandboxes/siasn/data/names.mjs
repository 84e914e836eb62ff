// Name pools for synthetic people (common Indonesian names; combinations, not real persons).

const MALE = 'Agus Budi Eko Hadi Joko Slamet Bambang Wahyu Dwi Andi Rudi Hendra Arif Fajar Yudi Teguh Imam Ahmad Muhammad Rizki Dimas Bayu Aditya Rahmat Sugeng Heru Dedi Anton Gatot Priyo Yoga Ilham Taufik Hari Firman Yusuf Irfan Danang Galih Rizal'.split(' ');
const FEMALE = 'Siti Sri Dewi Rina Endang Ika Lina Retno Yuli Dian Ratna Fitri Novi Anik Evi Ayu Indah Kartika Puspita Winarti Umi Diah Eni Nanik Heni Yeni Putri Nia Anisa Laila Mega Tutik Wiwik Erna Ani'.split(' ');
const MALE_LAST = 'Santoso Wibowo Prasetyo Hidayat Setiawan Susanto Kurniawan Purnomo Saputra Nugroho Wijaya Hartono Suryadi Rahman Hakim Firmansyah Maulana Utomo Pratama Gunawan Haryanto Sulistyo Mulyono Sutanto Hermawan'.split(' ');
const FEMALE_LAST = 'Wulandari Lestari Rahayu Susanti Handayani Kusumawati Puspitasari Rahmawati Anggraini Permatasari Wahyuningsih Suryani Astuti Fitriani Ningsih Setyowati Maharani Oktaviani Safitri Yuliana'.split(' ');
const MIDDLE = 'Nur Tri Dwi Eka Sri Adi Puji Dyah'.split(' ');

/** A full name (without titles) for gender 'M' or 'F'. */
export function personName(rng, gender) {
  const first = rng.pick(gender === 'M' ? MALE : FEMALE);
  const last = rng.pick(gender === 'M' ? MALE_LAST : FEMALE_LAST);
  return rng.chance(0.15) ? `${first} ${rng.pick(MIDDLE)} ${last}` : rng.chance(0.08) ? first : `${first} ${last}`;
}

/** A parent's or spouse's name: a first name and a surname-like second name. */
export function otherName(rng, gender) {
  return `${rng.pick(gender === 'M' ? MALE : FEMALE)} ${rng.pick(gender === 'M' ? MALE_LAST : FEMALE_LAST)}`;
}

/** How SIASN's screens join a name and its titles: `dr. Siti Aminah, M.Kes.` */
export function fullName(nama, gelarDepan, gelarBelakang) {
  return `${gelarDepan ? `${gelarDepan} ` : ''}${nama}${gelarBelakang ? `, ${gelarBelakang}` : ''}`;
}
