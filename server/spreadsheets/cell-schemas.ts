import { z } from 'zod';

// Schemas of one uploaded cell (a PlainCell: text, number, boolean or null for empty), with the
// Indonesian reasons the error table shows. Excel types what looks like a number as a number, so
// a text column takes numbers too.

const REQUIRED = 'Wajib diisi.';
const numericText = /^-?\d+(?:[.,]\d+)?$/;
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const asNumber = (value: unknown) => (typeof value === 'string' && numericText.test(value) ? Number(value.replace(',', '.')) : value);
const tooLong = (max: number) => `Paling panjang ${max} karakter.`;

/** A text that must be there. */
export const requiredText = (max: number) =>
  z.preprocess(asText, z.string({ error: (issue) => (issue.input == null ? REQUIRED : 'Harus berupa teks.') }).max(max, tooLong(max)));

/** A text that may be empty (null). */
export const optionalText = (max: number) =>
  z.preprocess(asText, z.string({ error: 'Harus berupa teks.' }).max(max, tooLong(max)).nullable());

/** A whole number within [min, max] that may be empty (null). */
export const optionalInteger = (min: number, max: number) =>
  z.preprocess(
    asNumber,
    z
      .number({ error: 'Harus berupa angka.' })
      .int('Harus bilangan bulat.')
      .min(min, `Paling kecil ${min}.`)
      .max(max, `Paling besar ${max}.`)
      .nullable(),
  );
