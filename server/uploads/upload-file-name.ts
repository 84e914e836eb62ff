/** Where stored uploads are served from (basePath included: the URL ends up in HTML). */
export const UPLOAD_URL_PREFIX = '/helpdesk/api/uploads/';

/**
 * The types a stored file may be served as, by extension. PDF stays servable for files stored
 * before uploads were narrowed to kinds (no kind accepts it today).
 */
export const SERVED_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** A stored file's name: its content hash plus the extension of its detected type. */
export const UPLOAD_FILE_PATTERN = new RegExp(`^[a-f0-9]{64}\\.(${Object.keys(SERVED_TYPES).join('|')})$`);

/** Any stored file's name, whatever its kind (podcast audio too): served only by routes that know its type. */
export const STORED_FILE_PATTERN = /^[a-f0-9]{64}\.[a-z0-9]{2,5}$/;
