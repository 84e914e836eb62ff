/** The one Indonesian text pack: UI strings come from here, never inline in components. */
export { ui, signIn, authError, home, usersPage } from './ui';
export { errors } from './errors';
