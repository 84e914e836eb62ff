/** Where a single-range request starts and ends (both inclusive), within a file of known size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header (RFC 9110 section 14) for a file of `size` bytes: a range to send, or
 * 'unsatisfiable' (416) when it starts past the end. A missing, malformed or multi-range header is
 * null: the whole file is sent (a server may ignore Range), which every player copes with.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    // A suffix: the last N bytes (all of a shorter file); the last zero bytes are nothing.
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}
