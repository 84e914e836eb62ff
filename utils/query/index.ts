export { buildQuery, withQuery } from './build-query';
export type { QueryParams, QueryScalar, QueryValue } from './build-query';
