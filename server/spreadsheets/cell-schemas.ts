import { z } from 'zod';
import { errors } from '@/locales/id/errors';
import { NIP_PATTERN } from '@/utils/catalogue/personnel-sections';

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

/**
 * A NIP: 18 digits (spaces between the groups are dropped), typed as text. Excel keeps 15
 * significant digits, so a NIP entered as a number has already lost its last ones.
 */
export const nipCell = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z
    .string({ error: (issue) => (issue.input == null ? REQUIRED : typeof issue.input === 'number' ? 'Ketik NIP sebagai teks: Excel membulatkan angka 18 digit.' : 'Harus berupa teks.') })
    .regex(NIP_PATTERN, errors.INVALID_NIP),
);

/** One of a closed set of words, whatever their case (`sudah` is `SUDAH`). */
export const choiceCell = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), z.enum(values, { error: `Isi salah satu: ${values.join(', ')}.` }));
