import fc from 'fast-check';
import { TINY_PNG } from '../../../helpers/tiny-png';
import { hostileString } from './hostile';

const PNG = [...TINY_PNG];

/**
 * A multipart form: random bytes (sometimes behind a real PNG, so it is stored), under
 * the expected field or another one, with a hostile file name. A factory, because a FormData
 * body is consumed by the request that sends it.
 */
export const multipartBody: fc.Arbitrary<() => FormData> = fc
  .record({
    field: fc.oneof(fc.constant('file'), hostileString),
    name: hostileString,
    bytes: fc.uint8Array({ maxLength: 64 }),
    png: fc.boolean(),
    files: fc.integer({ min: 1, max: 2 }),
  })
  .map(({ field, name, bytes, png, files }) => () => {
    const data = new FormData();
    const content = new Uint8Array([...(png ? PNG : []), ...bytes]);
    for (let i = 0; i < files; i += 1) data.append(field, new Blob([content]), name);
    return data;
  });
