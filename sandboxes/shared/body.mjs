// Request bodies with a size limit: raw text (tokens, control, JSON writes) and multipart/form-data
// (document uploads, through busboy). Past the limit both throw a RangeError, which the server
// answers 413; a body that is not multipart throws a TypeError.
import busboy from 'busboy';

/** Refuses early when the declared length is already past the limit. */
function checkDeclared(req, maxBytes) {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw new RangeError('body too large');
}

export async function readBody(req, maxBytes) {
  checkDeclared(req, maxBytes);
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > maxBytes) throw new RangeError('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The text fields and the one part named `file` ({ name, mimeType, bytes }, or null) of a multipart body. */
export function readMultipart(req, maxBytes) {
  checkDeclared(req, maxBytes);
  return new Promise((resolve, reject) => {
    let parser;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fieldSize: 4096, fileSize: maxBytes } });
    } catch {
      reject(new TypeError('not a multipart body'));
      return;
    }
    const fields = {};
    let file = null;
    let size = 0;
    const fail = (error) => {
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBytes) fail(new RangeError('body too large'));
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('limit', () => fail(new RangeError('file too large')));
      stream.on('end', () => {
        if (name === 'file' && !file) file = { name: info.filename ?? '', mimeType: info.mimeType, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => resolve({ fields, file }));
    parser.on('error', (error) => fail(new TypeError(error.message)));
    req.pipe(parser);
  });
}
