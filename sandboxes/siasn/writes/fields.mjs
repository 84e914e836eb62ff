// Reading and checking the fields of a write payload as SIASN would: texts trimmed, numbers sent
// as text or number, dates `DD-MM-YYYY`. A check answers the Indonesian reason or null.
import { EMPTY_DATE, dmyDay } from '../data/dates.mjs';

/** A field as text: strings and numbers trimmed, anything else (objects, null) empty. */
export const text = (value) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The day number of a valid `DD-MM-YYYY` text, or null (31-02-2024 is no date). */
export const dayOf = (value) => dmyDay(text(value));

/** A date field as the read shape carries it: the text, or SIASN's empty date. */
export const dateText = (value) => text(value) || EMPTY_DATE;

/** A number field (integer unless `decimal`), or NaN when it is not one. */
export function numberOf(value, { decimal = false } = {}) {
  const raw = text(value);
  const pattern = decimal ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/;
  return pattern.test(raw) ? Number(raw) : Number.NaN;
}

/** `${label} wajib diisi` for the first empty required field, else null. `required` is [[field, label], ...]. */
export function missing(payload, required) {
  const empty = required.find(([field]) => text(payload[field]) === '');
  return empty ? `${empty[1]} wajib diisi` : null;
}

/** `Format tanggal tidak valid: <field>` for the first date field given in another form, else null. */
export function badDate(payload, fields) {
  const bad = fields.find((field) => text(payload[field]) !== '' && dayOf(payload[field]) === null);
  return bad ? `Format tanggal tidak valid: ${bad}` : null;
}

/** The reason a number field is out of [min, max] or not a number (empty passes), else null. */
export function badNumber(payload, field, label, { min, max, decimal = false }) {
  if (text(payload[field]) === '') return null;
  const value = numberOf(payload[field], { decimal });
  return Number.isNaN(value) || value < min || value > max ? `${label} tidak valid` : null;
}

/** The first reason of a list of checks (each a reason or null), or null. */
export const firstReason = (...reasons) => reasons.find((reason) => reason) ?? null;
