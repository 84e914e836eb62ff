import { describe, it, expect } from 'vitest';
import { AREA_ACCENTS, AREA_THEMES, THEME_TOKENS, areaThemeForPath } from '../../utils/theme';

// Profile menu paths of spec section 2; all of them are indigo.
const PROFILE_PATHS = [
  '/data-utama', '/rw-pengadaan', '/ubah-data', '/keluarga', '/sertifikasi', '/jabatan',
  '/usulan-siasn/inbox-usulan', '/angka-kredit', '/laporan-kinerja', '/diklat', '/pendidikan',
  '/golongan', '/pmk', '/penghargaan', '/kinerja-periodik', '/cltn', '/hukuman-disiplin',
];

describe('areaThemeForPath', () => {
  it.each([
    ['/mail', 'blue'],
    ['/mail/inbox', 'blue'],
    ['/helpdesk/mail', 'blue'],
    ['/helpdesk/mail/inbox?x=1', 'blue'],
    ['/mail/inbox#compose', 'blue'],
    ['/mailbox', 'blue'],
    ['/MAIL/inbox', 'blue'],
    ['https://example.go.id/helpdesk/mail/sent', 'blue'],
    ['https://mail.example.go.id/tickets', 'indigo'],
    ['/layanan-keuangan', 'red'],
    ['/layanan-keuangan/kpr', 'red'],
    ['/helpdesk/layanan-keuangan/kmg?page=2', 'red'],
    ['/layanan-keuangan/mail', 'blue'],
    ['/rekon', 'indigo'],
    ['/rekon/mail-merge-report', 'blue'],
    ['/logs', 'indigo'],
    ['/layanan-siasn', 'indigo'],
    ['/layanan-siasn/usulan', 'indigo'],
    ['/', 'indigo'],
    ['/helpdesk', 'indigo'],
    ['/tickets/12', 'indigo'],
    ['/email-settings', 'indigo'],
    ['mail', 'indigo'],
    ['/?next=/mail', 'indigo'],
    ['/tickets#/mail', 'indigo'],
    ['/tickets?from=/layanan-keuangan', 'indigo'],
    ['', 'indigo'],
  ])('%j -> %s', (path, expected) => {
    expect(areaThemeForPath(path)).toBe(expected);
  });

  it.each([null, undefined])('%s -> indigo', (path) => {
    expect(areaThemeForPath(path)).toBe('indigo');
  });

  it.each(PROFILE_PATHS)('profile path %s -> indigo (also under /helpdesk)', (path) => {
    expect(areaThemeForPath(path)).toBe('indigo');
    expect(areaThemeForPath(`/helpdesk${path}`)).toBe('indigo');
  });
});

describe('theme tokens', () => {
  it('match spec section 9 (sizes; colours darkened for contrast, see theme-contrast.test.ts)', () => {
    expect(THEME_TOKENS).toMatchObject({ controlHeight: 36, controlHeightLG: 44, controlHeightSM: 28, fontSize: 14 });
  });

  it.each(AREA_THEMES)('%s has an accent and a soft variant as hex colours', (theme) => {
    expect(AREA_ACCENTS[theme].accent).toMatch(/^#[0-9a-f]{6}$/i);
    expect(AREA_ACCENTS[theme].accentSoft).toMatch(/^#[0-9a-f]{6}$/i);
    expect(AREA_ACCENTS[theme].accentSoft).not.toBe(AREA_ACCENTS[theme].accent);
  });

  it('gives each area its own accent', () => {
    const accents = AREA_THEMES.map((theme) => AREA_ACCENTS[theme].accent);
    expect(new Set(accents).size).toBe(AREA_THEMES.length);
  });
});
