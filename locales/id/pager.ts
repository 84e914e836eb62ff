/** A list's pager: its name and the page-size picker's (previous/next are shellText's). */
export const pagerText = (label: string, pageSize: string) => ({
  label,
  page: (n: number) => `Halaman ${n}`,
  pageSize,
  perPage: (n: number) => `${n} / halaman`,
});
