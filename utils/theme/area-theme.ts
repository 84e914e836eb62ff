// Spec sections 1 and 2: mail is blue, finance services (layanan-keuangan) red, everything else
// indigo. The spec says "a path containing /mail", so this is a substring test on the pathname:
// it works with or without the /helpdesk base path and also colours /mailbox-like paths blue.
// Query string and hash are cut first, so `/?next=/mail` stays indigo.
export const AREA_THEMES = ['blue', 'red', 'indigo'] as const;
export type AreaTheme = (typeof AREA_THEMES)[number];

// Checked in this order; the first match wins (mail before finance, as the spec lists them).
const AREA_MARKERS: ReadonlyArray<readonly [marker: string, theme: AreaTheme]> = [
  ['/mail', 'blue'],
  ['/layanan-keuangan', 'red'],
];

export const DEFAULT_AREA_THEME: AreaTheme = 'indigo';

/** Accepts a pathname, an asPath with query/hash, or a full URL. */
export function areaThemeForPath(path: string | null | undefined): AreaTheme {
  if (!path) return DEFAULT_AREA_THEME;
  // A full URL's host (e.g. mail.example.go.id) must not count as a path.
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const pathname = withoutOrigin.split(/[?#]/, 1)[0].toLowerCase();
  for (const [marker, theme] of AREA_MARKERS) {
    if (pathname.includes(marker)) return theme;
  }
  return DEFAULT_AREA_THEME;
}
