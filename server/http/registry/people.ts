import notificationsByIdRoute from '@/pages/api/notifications/[id]';
import notificationsRoute from '@/pages/api/notifications/index';
import privateMessagesByIdRoute from '@/pages/api/private-messages/[id]';
import privateMessagesRoute from '@/pages/api/private-messages/index';
import profilesByIdRoute from '@/pages/api/profiles/[id]';
import profilesRoute from '@/pages/api/profiles/index';
import ratingsRoute from '@/pages/api/ratings/index';
import ratingsSummaryRoute from '@/pages/api/ratings/summary';
import usersHistoriesRoute from '@/pages/api/users-histories';
import usersByIdHistoriesRoute from '@/pages/api/users/[id]/histories';
import usersByIdRoute from '@/pages/api/users/[id]/index';
import usersByIdActivationRoute from '@/pages/api/users/[id]/activation';
import usersByIdInfoRoute from '@/pages/api/users/[id]/info';
import usersByIdTicketsRoute from '@/pages/api/users/[id]/tickets';
import usersRoute from '@/pages/api/users/index';
import usersInformationRoute from '@/pages/api/users/information';
import usersSearchByTermRoute from '@/pages/api/users/search/[term]';
import { api, type RouteEntry } from './types';

/** Users, profiles, ratings, private messages and notifications (docs/knowledge.md, docs/tickets.md). */
export const peopleRoutes: RouteEntry[] = [
  api('/notifications/[id]', notificationsByIdRoute),
  api('/notifications', notificationsRoute),
  api('/private-messages/[id]', privateMessagesByIdRoute),
  api('/private-messages', privateMessagesRoute),
  api('/profiles/[id]', profilesByIdRoute),
  api('/profiles', profilesRoute),
  api('/ratings', ratingsRoute),
  api('/ratings/summary', ratingsSummaryRoute),
  api('/users-histories', usersHistoriesRoute),
  api('/users/[id]/histories', usersByIdHistoriesRoute),
  api('/users/[id]', usersByIdRoute),
  api('/users/[id]/info', usersByIdInfoRoute),
  api('/users/[id]/activation', usersByIdActivationRoute),
  api('/users/[id]/tickets', usersByIdTicketsRoute),
  api('/users', usersRoute),
  api('/users/information', usersInformationRoute),
  api('/users/search/[term]', usersSearchByTermRoute),
];
