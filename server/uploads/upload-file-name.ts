/** Where stored uploads are served from (basePath included: the URL ends up in HTML). */
export const UPLOAD_URL_PREFIX = '/helpdesk/api/uploads/';

/** A stored file's name: its content hash plus the extension of its detected type. */
export const UPLOAD_FILE_PATTERN = /^[a-f0-9]{64}\.(png|jpg|gif|webp|pdf)$/;

const IMAGE_URL_PATTERN = /^\/helpdesk\/api\/uploads\/[a-f0-9]{64}\.(png|jpg|gif|webp)$/;

/** True for the URL of an uploaded image, the only relative image source markdown may use. */
export function isUploadedImageUrl(url: string): boolean {
  return IMAGE_URL_PATTERN.test(url);
}
