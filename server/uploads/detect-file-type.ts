export interface DetectedType {
  ext: 'png' | 'jpg' | 'gif' | 'webp' | 'pdf';
  mime: string;
}

const ascii = (bytes: Buffer, at: number, text: string) => bytes.subarray(at, at + text.length).toString('latin1') === text;

// Signatures from the formats' specifications; the first match wins.
const SIGNATURES: { type: DetectedType; matches(bytes: Buffer): boolean }[] = [
  { type: { ext: 'png', mime: 'image/png' }, matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: { ext: 'jpg', mime: 'image/jpeg' }, matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: { ext: 'gif', mime: 'image/gif' }, matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  { type: { ext: 'webp', mime: 'image/webp' }, matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  { type: { ext: 'pdf', mime: 'application/pdf' }, matches: (b) => ascii(b, 0, '%PDF-') },
];

/** The file's type from its first bytes, never from its name or the client's claim; null if not allowed. */
export function detectFileType(bytes: Buffer): DetectedType | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.type ?? null;
}

const MIME_BY_EXT = Object.fromEntries(SIGNATURES.map((s) => [s.type.ext, s.type.mime]));

export function mimeOfExtension(ext: string): string | null {
  return MIME_BY_EXT[ext] ?? null;
}
