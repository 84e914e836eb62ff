/** Texts of the shell, the guard and the sign-in flow. */
export const ui = {
  appName: 'Helpdesk ASN',
  agency: 'BKD Provinsi Jawa Timur',
  loading: 'Memuat…',
  notAuthorized: 'Tidak berwenang',
  notAuthorizedHint: 'Anda tidak memiliki akses ke halaman ini.',
  backHome: 'Kembali ke Beranda',
  signOut: 'Keluar',
  signOutEverywhere: {
    label: 'Keluar dari semua perangkat',
    confirm: 'Keluar dari semua perangkat?',
    hint: 'Semua sesi Anda berakhir saat ini juga, termasuk di perangkat ini. Anda perlu masuk kembali di setiap perangkat.',
    ok: 'Keluar semua',
    cancel: 'Batal',
  },
  menu: { home: 'Beranda', users: 'Pengguna' },
  roles: { admin: 'Admin', agent: 'Agen', user: 'Pengguna' },
  footer: '© 2026 Badan Kepegawaian Daerah Provinsi Jawa Timur',
  notFound: { title: 'Halaman tidak ditemukan', hint: 'Alamat yang Anda buka tidak ada atau sudah dipindahkan.' },
} as const;

export const signIn = {
  title: 'Masuk ke Helpdesk ASN',
  subtitle: 'Gunakan akun yang terdaftar di sistem kepegawaian Anda.',
  withProvider: (name: string) => `Masuk dengan ${name}`,
  noProviders: 'Belum ada penyedia identitas yang dikonfigurasi. Hubungi admin.',
  errors: {
    SessionRequired: 'Silakan masuk untuk membuka halaman tersebut.',
    SessionEnded: 'Sesi Anda telah berakhir (keluar dari semua perangkat, diubah oleh admin, atau kedaluwarsa). Silakan masuk kembali.',
    OAuthSignin: 'Tidak dapat menghubungi penyedia identitas. Coba lagi beberapa saat lagi.',
    OAuthCallback: 'Penyedia identitas menolak atau membatalkan proses masuk.',
    OAuthCreateAccount: 'Akun Anda tidak dapat dibuat. Hubungi admin.',
    OAuthAccountNotLinked: 'Akun ini sudah terhubung dengan penyedia identitas lain.',
    Callback: 'Proses masuk gagal diselesaikan. Coba lagi.',
    AccessDenied: 'Akses ditolak.',
    RateLimited: 'Terlalu banyak percobaan masuk. Tunggu sebentar lalu coba lagi.',
    Default: 'Proses masuk gagal. Coba lagi.',
  } as Record<string, string>,
} as const;

export const authError = {
  title: 'Terjadi kendala saat masuk',
  errors: {
    Configuration: 'Konfigurasi layanan masuk sedang bermasalah atau daftar penyedia identitas tidak tersedia.',
    AccessDenied: 'Anda tidak diizinkan masuk ke aplikasi ini.',
    AccountDeactivated: 'Akun Anda dinonaktifkan oleh admin. Hubungi admin BKD untuk mengaktifkannya kembali.',
    Verification: 'Tautan masuk sudah kedaluwarsa atau sudah digunakan.',
    Default: 'Layanan masuk tidak dapat diproses saat ini.',
  } as Record<string, string>,
  retry: 'Coba masuk lagi',
} as const;

export const home = {
  title: 'Beranda',
  greeting: (name: string) => `Selamat datang, ${name}`,
  intro: 'Ajukan pertanyaan seputar kepegawaian dan pantau jawabannya di Helpdesk ASN.',
  profile: 'Data akun',
  fields: {
    username: 'Nama pengguna',
    employeeNumber: 'NIP / Nomor pegawai',
    organization: 'Unit organisasi',
    group: 'Asal akun',
    role: 'Peran',
    lastLogin: 'Terakhir masuk',
  },
  loadError: 'Data akun tidak dapat dimuat.',
} as const;

/** An account's origin in words, by the sign-in it came through (the spec's groups MASTER, PTPK, GOOGLE). */
export const accountGroups = {
  MASTER: 'ASN (SIMASTER)',
  PTPK: 'Non-ASN (PTTPK)',
  GOOGLE: 'Umum (Google)',
} as const;

export const usersPage = {
  title: 'Pengguna',
  searchPlaceholder: 'Cari nama, nama pengguna atau NIP',
  columns: {
    name: 'Nama',
    username: 'Nama pengguna',
    employeeNumber: 'NIP',
    organization: 'Unit organisasi',
    group: 'Asal akun',
    role: 'Peran',
    lastLogin: 'Terakhir masuk',
  },
  neverSignedIn: 'Belum pernah masuk',
  total: (n: number) => `${n} pengguna`,
} as const;
