import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every signed-in page reads its session on the server (server/auth/guarded-page-props.ts or a
// prefetching variant in server/pages), so none of them opens on a full-screen spinner.
const pagesDir = path.join(process.cwd(), 'pages');
const pageFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'api' ? [] : pageFiles(path.join(dir, e.name))) : /\.tsx$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
const guarded = pageFiles(pagesDir).filter((f) => /\.auth = /.test(readFileSync(f, 'utf8')));

describe('guarded pages render with their session from the server', () => {
  it('finds the guarded pages', () => expect(guarded.length).toBeGreaterThanOrEqual(17));

  it.each(guarded.map((f) => [path.relative(pagesDir, f)]))('%s exports getServerSideProps from server/auth or server/pages', (file) => {
    const source = readFileSync(path.join(pagesDir, file), 'utf8');
    expect(source).toMatch(/export \{ \w+ as getServerSideProps \} from '@\/server\/(auth\/guarded-page-props|pages\/[\w-]+)';/);
  });
});
