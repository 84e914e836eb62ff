/**
 * A real 1x1 PNG. Uploads are typed by the `file-type` package, which reads past the signature
 * (the IHDR chunk), so a bare signature followed by anything is not an image. Bytes appended after
 * the image end (IEND) keep it a PNG: tests use that to make distinct files.
 */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
