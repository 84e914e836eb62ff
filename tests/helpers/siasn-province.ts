// Shared by the SIASN sandbox data tests (tests/unit/siasn-sandbox-*.test.ts).
export const TODAY = '2026-05-01';
export const TODAY_DMY = '01-05-2026';
export const DATE = /^\d{2}-\d{2}-\d{4}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** `DD-MM-YYYY` as a sortable number (YYYYMMDD). */
export const sortable = (date: string) => Number(date.split('-').reverse().join(''));
