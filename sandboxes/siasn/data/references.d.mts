/** The reference lists the sandbox serves under /referensi_siasn/1/<name>/search. */
export const REFERENCE_LISTS: Readonly<Record<string, readonly { id: string | number; nama?: string; [key: string]: unknown }[]>>;
