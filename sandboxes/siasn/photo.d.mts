// Types for TypeScript callers of photo.mjs.
export const PHOTO_WIDTH: number;
export const PHOTO_HEIGHT: number;
/** The PNG bytes of a PNS id's photo. */
export function photoPng(id: string): Buffer;
/** The JPEG bytes of a PNS id's photo (the same picture at 8-pixel resolution). */
export function photoJpeg(id: string): Buffer;
/** The type SIASN keeps a PNS id's photo in (about half JPEG, the rest PNG). */
export function photoType(id: string): 'image/jpeg' | 'image/png';
/** The photo `/pns/photo/{pnsId}` answers for a PNS id. */
export function cachedPhoto(id: string): { bytes: Buffer; contentType: 'image/jpeg' | 'image/png' };
