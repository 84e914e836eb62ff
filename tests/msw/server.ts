import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { usersHandlers } from './handlers/users';
import { ticketsHandlers } from './handlers/tickets';
import { notificationsHandlers } from './handlers/notifications';
import { referencesHandlers } from './handlers/references';
import { dashboardHandlers } from './handlers/dashboard';
import { knowledgeHandlers } from './handlers/knowledge';
import { mailHandlers } from './handlers/mail';
import { ratingsHandlers } from './handlers/ratings';
import { savedRepliesHandlers } from './handlers/saved-replies';
import { siasnHandlers } from './handlers/siasn';
import { siasnServicesHandlers } from './siasn-services-handlers';
import { landingHandlers } from './handlers/landing';

export { authHandlers, usersHandlers, ticketsHandlers, notificationsHandlers, referencesHandlers, dashboardHandlers };
export const handlers = [
  ...authHandlers,
  ...usersHandlers,
  ...ticketsHandlers,
  ...notificationsHandlers,
  ...referencesHandlers,
  ...dashboardHandlers,
  ...knowledgeHandlers,
  ...mailHandlers,
  ...ratingsHandlers,
  ...savedRepliesHandlers,
  ...landingHandlers,
  // Before siasnHandlers: their /siasn/ws/pns/:section would take biodata, gelar and kesehatan-data.
  ...siasnServicesHandlers(),
  ...siasnHandlers,
];

/** One msw server for the component suite; tests override per case with `server.use(...)`. */
export const server = setupServer(...handlers);
