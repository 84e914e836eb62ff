import * as z from 'zod/mini';

/**
 * PostgreSQL `text` cannot hold U+0000: a string carrying it passed validation and then failed
 * in the database (a 500, found by fuzzing). Every free-text field and search parameter adds this
 * check, so the request is answered 400 on that field instead. zod/mini, so the browser's URL
 * schemas can share it; full-zod strings take it through `.check()` too.
 */
export const noNul = () => z.regex(/^[^\u0000]*$/, 'Teks tidak boleh memuat karakter NUL');
