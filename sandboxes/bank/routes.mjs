// The bank's API routes (docs/public-finance.md section 5). `answer(method, path, query, body)`
// gives { status, json, headers? }; `body()` parses the request's JSON (throws a SyntaxError).
import { PRODUCTS } from './products.mjs';
import { badRequest, simulate } from './simulations.mjs';

const NOT_FOUND = { status: 404, json: { code: 'NOT_FOUND', message: 'Alamat tidak dikenal.' } };
const notAllowed = (allow) => ({ status: 405, json: { code: 'METHOD_NOT_ALLOWED', message: 'Metode tidak diizinkan.' }, headers: { Allow: allow } });

/** @param {{ applications: ReturnType<typeof import('./applications.mjs').createApplications> }} deps */
export function createRoutes({ applications }) {
  const table = {
    '/products': { GET: () => ({ status: 200, json: { data: PRODUCTS } }) },
    '/simulations': {
      POST: (_query, body) => {
        const { answer, simulation } = simulate(body());
        return answer ?? { status: 200, json: { data: simulation } };
      },
    },
    '/applications': {
      GET: (query) => applications.listOf(query.get('nip')),
      POST: (_query, body) => applications.submit(body()),
    },
  };

  return function answer(method, path, query, body) {
    const single = /^\/applications\/([^/]+)$/.exec(path);
    const route = single ? { GET: () => applications.get(decodeURIComponent(single[1])) } : table[path];
    if (!route) return NOT_FOUND;
    const handler = route[method] ?? (method === 'HEAD' ? route.GET : undefined);
    if (!handler) return notAllowed(Object.keys(route).join(', '));
    try {
      return handler(query, body);
    } catch (error) {
      if (error instanceof SyntaxError) return badRequest('Badan permintaan bukan JSON yang sah.');
      throw error;
    }
  };
}
