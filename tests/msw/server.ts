import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { usersHandlers } from './handlers/users';

export { authHandlers, usersHandlers };
export const handlers = [...authHandlers, ...usersHandlers];

/** One msw server for the component suite; tests override per case with `server.use(...)`. */
export const server = setupServer(...handlers);
