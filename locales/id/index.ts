/**
 * The one Indonesian text pack: UI strings come from here, never inline in components. The app
 * imports each text from its own module (`@/locales/id/tickets`): through this index a page's
 * bundle carried every area's texts. The index is for what reads them all (the naming tests).
 */
export { ui, signIn, authError, home, usersPage, accountGroups } from './ui';
export { errors } from './errors';
export { ticketsText } from './tickets';
export { ticketWorkText } from './ticket-work';
export { ticketBulkText } from './ticket-bulk';
export { notificationsText } from './notifications';
export { dashboardText } from './dashboard';
export { referenceText } from './reference';
export { adminText } from './admin';
export { mailText } from './mail';
export { profileText } from './profile';
export { savedRepliesText } from './saved-replies';
export { faqText } from './faq';
export { ratingText } from './rating';
export { contentText } from './content';
export { shellText } from './shell';
export { siasnText } from './siasn';
export { communityText } from './community';
export { feedText } from './feed';
export { webinarsText } from './webinars';
export { podcastsText } from './podcasts';
export { coachingText } from './coaching';
export { meetingsText } from './meetings';
export { homeQueueText } from './home-queue';
export { assignmentText } from './assignment';
export { dataExportText } from './data-export';
