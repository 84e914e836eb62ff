import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Executable inline scripts: no `src`, and not a data block such as __NEXT_DATA__ (application/json).
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** CSP hash sources (`'sha256-…'`) of the executable inline scripts in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1])
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

const cache = new Map<string, string[]>();

/**
 * Hashes of the inline bootstrap scripts in the pages prerendered at build time. Those pages
 * were written before any request, so they carry no nonce; their (fixed, our own) inline
 * scripts are allowed by hash instead. Read once per build folder; none in `next dev`, which
 * renders every page per request with the nonce.
 */
export function prerenderedScriptHashes(distDir: string): string[] {
  const cached = cache.get(distDir);
  if (cached) return cached;
  const pagesDir = path.join(distDir, 'server', 'pages');
  let files: string[] = [];
  try {
    files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  } catch {
    // No prerendered pages (development, or a build without any).
  }
  const hashes = [...new Set(files.flatMap((f) => inlineScriptHashes(readFileSync(path.join(pagesDir, f), 'utf8'))))].sort();
  cache.set(distDir, hashes);
  return hashes;
}
