import { describe, it, expect } from 'vitest';
import { buildQuery, withQuery } from '../../utils/query';

// Spec section 5: "An empty or null query value is omitted from list queries. Query building
// also drops undefined values and empty items in arrays. Array values are joined with commas."

describe('buildQuery drops missing values', () => {
  it.each([
    ['empty string', { search: '', page: 1 }, 'page=1'],
    ['null', { search: null, page: 1 }, 'page=1'],
    ['undefined', { search: undefined, page: 1 }, 'page=1'],
    ['NaN', { limit: Number.NaN, page: 1 }, 'page=1'],
    ['an invalid Date', { from: new Date('x'), page: 1 }, 'page=1'],
    ['everything', { a: '', b: null, c: undefined, d: [] }, ''],
  ])('%s', (_label, params, expected) => {
    expect(buildQuery(params)).toBe(expected);
  });

  it.each([null, undefined, {}])('no params (%j) gives an empty string', (params) => {
    expect(buildQuery(params)).toBe('');
  });
});

describe('buildQuery arrays', () => {
  it.each([
    ['joined with commas', { status: [1, 2] }, 'status=1,2'],
    ['a single item', { status: ['open'] }, 'status=open'],
    ['empty items dropped', { status: ['', 1, null, 2, undefined] }, 'status=1,2'],
    ['an array that ends up empty is dropped', { status: ['', null, undefined], page: 0 }, 'page=0'],
    ['an empty array is dropped', { status: [], page: 0 }, 'page=0'],
    ['a comma inside an item is encoded', { tags: ['a,b', 'c'] }, 'tags=a%2Cb,c'],
    ['false and 0 items are kept', { flags: [false, 0] }, 'flags=false,0'],
  ])('%s', (_label, params, expected) => {
    expect(buildQuery(params)).toBe(expected);
  });
});

describe('buildQuery scalars', () => {
  it.each([
    ['numbers, including 0 and -1', { page: 0, limit: -1 }, 'limit=-1&page=0'],
    ['booleans, including false', { is_published: true, is_locked: false }, 'is_locked=false&is_published=true'],
    ['bigint', { id: 12345678901234567890n }, 'id=12345678901234567890'],
    ['a Date as ISO', { from: new Date(Date.UTC(2024, 0, 5, 2, 7)) }, 'from=2024-01-05T02%3A07%3A00.000Z'],
    ['spaces and symbols encoded', { search: 'gaji & TPP' }, 'search=gaji%20%26%20TPP'],
    ['a whitespace-only string is a value', { search: ' ' }, 'search=%20'],
    ['a comma inside a scalar is encoded', { search: 'a,b' }, 'search=a%2Cb'],
  ])('%s', (_label, params, expected) => {
    expect(buildQuery(params)).toBe(expected);
  });

  it('sorts keys so the order of assembly does not matter', () => {
    expect(buildQuery({ page: 1, limit: 10, category: [3] })).toBe('category=3&limit=10&page=1');
    expect(buildQuery({ category: [3], page: 1, limit: 10 })).toBe('category=3&limit=10&page=1');
  });

  it.each([
    ['a plain object', { filter: { a: 1 } }],
    ['a nested array', { filter: [[1]] }],
    ['a function', { filter: () => 1 }],
  ])('rejects %s with a TypeError naming the key', (_label, params) => {
    expect(() => buildQuery(params)).toThrow(/"filter"/);
  });
});

describe('withQuery', () => {
  it.each([
    ['no surviving params gives the bare path', '/tickets', { search: '' }, '/tickets'],
    ['null params gives the bare path', '/tickets', null, '/tickets'],
    ['adds ?query', '/tickets', { status: [1, 2], page: 0 }, '/tickets?page=0&status=1,2'],
    ['appends to an existing query', '/tickets?sort=asc', { page: 2 }, '/tickets?sort=asc&page=2'],
    ['handles a trailing ?', '/tickets?', { page: 2 }, '/tickets?page=2'],
    ['keeps the hash last', '/tickets#top', { page: 2 }, '/tickets?page=2#top'],
    ['keeps the hash after an existing query', '/t?a=1#top', { page: 2 }, '/t?a=1&page=2#top'],
  ] as const)('%s', (_label, path, params, expected) => {
    expect(withQuery(path, params)).toBe(expected);
  });
});
