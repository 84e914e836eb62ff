import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { builtOnce } from '@/server/db/built-once';

const dialect = new PgDialect();
const render = (fragment: ReturnType<ReturnType<typeof builtOnce>>) => dialect.sqlToQuery(sql`select ${fragment} where id = ${7}`);

describe('builtOnce', () => {
  it('builds a fragment once per variant, with its constants inlined as literals', () => {
    const build = vi.fn((role: string) => sql`status in (${'SELESAI'}, ${"it's"}) and ${role === 'user' ? sql`not internal` : sql`true`}`);
    const fragment = builtOnce((role: string) => (role === 'user' ? 'public' : 'internal'), build);
    const first = render(fragment('agent'));
    expect(first).toEqual({ sql: "select status in ('SELESAI', 'it''s') and true where id = $1", params: [7], typings: ['none'] });
    expect(render(fragment('admin'))).toEqual(first);
    expect(render(fragment('user')).sql).toBe("select status in ('SELESAI', 'it''s') and not internal where id = $1");
    expect(build.mock.calls.map(([role]) => role)).toEqual(['agent', 'user']);
  });
});
