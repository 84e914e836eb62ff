import { fileTypeFromBuffer } from 'file-type';

/**
 * What each upload kind accepts, by the extension file-type detects from the content. A new kind
 * (pdf, audio, xlsx) is one line here, plus its type in SERVED_TYPES if it is a new extension.
 */
export const UPLOAD_KINDS = {
  // The editor's pasted, dropped or chosen pictures.
  image: ['png', 'jpg', 'gif', 'webp'],
  // A podcast episode's sound (Ogg Vorbis is detected as oga or ogg, Ogg Opus as opus).
  audio: ['mp3', 'm4a', 'ogg', 'oga', 'opus', 'wav'],
  // A podcast episode's cover picture.
  cover: ['png', 'jpg', 'webp'],
} as const satisfies Record<string, readonly string[]>;

export type UploadKind = keyof typeof UPLOAD_KINDS;
/**
 * The kinds the general POST /uploads takes. Audio and covers belong to an episode and arrive
 * through its own route (server/podcasts/podcast-media.ts), which serves them with its access rule.
 */
export const UPLOAD_KIND_NAMES: [UploadKind, ...UploadKind[]] = ['image'];

export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * The file's type from its content (the maintained `file-type` signatures), never from its name or
 * the client's claim; null unless the kind allows it. Text formats (SVG, HTML, JS) have no
 * signature, so they are never detected and never allowed.
 */
export async function detectFileType(bytes: Buffer, kind: UploadKind): Promise<DetectedType | null> {
  const type = await fileTypeFromBuffer(bytes);
  const allowed: readonly string[] = UPLOAD_KINDS[kind];
  return type && allowed.includes(type.ext) ? { ext: type.ext, mime: type.mime } : null;
}

/** True when the content is a PDF (its signature, not its name): the only document SIASN takes. */
export async function isPdf(bytes: Buffer): Promise<boolean> {
  return (await fileTypeFromBuffer(bytes))?.ext === 'pdf';
}
