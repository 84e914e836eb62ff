// Without zod, so the browser's URL readers (utils/query/url-params.ts) share them.

/** PostgreSQL's integer: ids beyond it are refused as input, not left to fail in SQL. */
export const MAX_ID = 2_147_483_647;
export const ID_DIGITS = /^[1-9]\d{0,9}$/;
