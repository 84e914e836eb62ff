import commentsByIdRoute from '@/pages/api/comments/[id]';
import commentsRoute from '@/pages/api/comments/index';
import dashboardStaffRoute from '@/pages/api/dashboard/staff';
import dashboardTicketsRoute from '@/pages/api/dashboard/tickets';
import recommendationsFaqsRoute from '@/pages/api/recommendations/faqs';
import recommendationsTicketsRoute from '@/pages/api/recommendations/tickets';
import ticketsByIdAgentsRoute from '@/pages/api/tickets/[id]/agents';
import ticketsByIdCommentsByCommentIdRoute from '@/pages/api/tickets/[id]/comments/[commentId]/index';
import ticketsByIdCommentsByCommentIdMarkAnswerRoute from '@/pages/api/tickets/[id]/comments/[commentId]/mark-answer';
import ticketsByIdCommentsByCommentIdReactionsRoute from '@/pages/api/tickets/[id]/comments/[commentId]/reactions';
import ticketsByIdCommentsRoute from '@/pages/api/tickets/[id]/comments/index';
import ticketsByIdFeedbackRoute from '@/pages/api/tickets/[id]/feedback';
import ticketsByIdRoute from '@/pages/api/tickets/[id]/index';
import ticketsByIdLockRoute from '@/pages/api/tickets/[id]/lock';
import ticketsByIdPinRoute from '@/pages/api/tickets/[id]/pin';
import ticketsByIdPrioritySubCategoryRoute from '@/pages/api/tickets/[id]/priority-sub-category';
import ticketsByIdPublishRoute from '@/pages/api/tickets/[id]/publish';
import ticketsByIdReadRoute from '@/pages/api/tickets/[id]/read';
import ticketsByIdRecommendationsRoute from '@/pages/api/tickets/[id]/recommendations';
import ticketsByIdRemindersRoute from '@/pages/api/tickets/[id]/reminders';
import ticketsByIdStatusRoute from '@/pages/api/tickets/[id]/status';
import ticketsByIdSubscribeRoute from '@/pages/api/tickets/[id]/subscribe';
import ticketsRoute from '@/pages/api/tickets/index';
import ticketsSubscribesRoute from '@/pages/api/tickets/subscribes';
import { api, type RouteEntry } from './types';

/** Tickets, their comments, suggestions and the dashboard (docs/tickets.md). */
export const ticketsRoutes: RouteEntry[] = [
  api('/comments/[id]', commentsByIdRoute),
  api('/comments', commentsRoute),
  api('/dashboard/tickets', dashboardTicketsRoute),
  api('/dashboard/staff', dashboardStaffRoute),
  api('/recommendations/faqs', recommendationsFaqsRoute),
  api('/recommendations/tickets', recommendationsTicketsRoute),
  api('/tickets/[id]/agents', ticketsByIdAgentsRoute),
  api('/tickets/[id]/comments/[commentId]', ticketsByIdCommentsByCommentIdRoute),
  api('/tickets/[id]/comments/[commentId]/mark-answer', ticketsByIdCommentsByCommentIdMarkAnswerRoute),
  api('/tickets/[id]/comments/[commentId]/reactions', ticketsByIdCommentsByCommentIdReactionsRoute),
  api('/tickets/[id]/comments', ticketsByIdCommentsRoute),
  api('/tickets/[id]/feedback', ticketsByIdFeedbackRoute),
  api('/tickets/[id]', ticketsByIdRoute),
  api('/tickets/[id]/lock', ticketsByIdLockRoute),
  api('/tickets/[id]/pin', ticketsByIdPinRoute),
  api('/tickets/[id]/priority-sub-category', ticketsByIdPrioritySubCategoryRoute),
  api('/tickets/[id]/publish', ticketsByIdPublishRoute),
  api('/tickets/[id]/read', ticketsByIdReadRoute),
  api('/tickets/[id]/recommendations', ticketsByIdRecommendationsRoute),
  api('/tickets/[id]/reminders', ticketsByIdRemindersRoute),
  api('/tickets/[id]/status', ticketsByIdStatusRoute),
  api('/tickets/[id]/subscribe', ticketsByIdSubscribeRoute),
  api('/tickets', ticketsRoute),
  api('/tickets/subscribes', ticketsSubscribesRoute),
];
