// Credit-point (angka kredit) records carry three flags as '1' or '0' (spec section 3).

export interface CreditFlagFields {
  isAngkaKreditPertama?: string | number | null;
  isKonversi?: string | number | null;
  isIntegrasi?: string | number | null;
}

export interface CreditFlags {
  first: boolean;
  conversion: boolean;
  integration: boolean;
}

/** '1' means yes; anything else ('0', empty, missing) means no. */
const yes = (value: string | number | null | undefined) => String(value ?? '').trim() === '1';

export function creditFlags(record: CreditFlagFields): CreditFlags {
  return { first: yes(record.isAngkaKreditPertama), conversion: yes(record.isKonversi), integration: yes(record.isIntegrasi) };
}
