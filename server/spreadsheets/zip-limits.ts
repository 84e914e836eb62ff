import yauzl from 'yauzl';

// What an uploaded xlsx may hold once opened (docs/security.md, Spreadsheet intake): read from the
// zip's central directory before anything is inflated. A workbook of the 20,000 rows an upload may
// have is a few MB of XML; a million tiny rows, or a highly compressed sheet, is far more.
export const MAX_UNCOMPRESSED_BYTES = 40 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 500;

export type ZipProblem = { kind: 'entries'; count: number } | { kind: 'size'; bytes: number } | { kind: 'unreadable' };

/** The first limit the zip passes, from its directory alone; null when it keeps within both. */
export function zipProblem(bytes: Buffer): Promise<ZipProblem | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return resolve({ kind: 'unreadable' });
      let count = 0;
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        count += 1;
        total += entry.uncompressedSize;
        if (count > MAX_ZIP_ENTRIES) return resolve({ kind: 'entries', count: zip.entryCount });
        if (total > MAX_UNCOMPRESSED_BYTES) return resolve({ kind: 'size', bytes: total });
        zip.readEntry();
      });
      zip.on('end', () => resolve(null));
      zip.on('error', () => resolve({ kind: 'unreadable' }));
      zip.readEntry();
    });
  });
}
