/** The one Indonesian text pack: UI strings come from here, never inline in components. */
export { ui, signIn, authError, home, usersPage } from './ui';
export { errors } from './errors';
export { ticketsText } from './tickets';
export { ticketWorkText } from './ticket-work';
export { ticketBulkText } from './ticket-bulk';
export { notificationsText } from './notifications';
export { dashboardText } from './dashboard';
export { referenceText } from './reference';
export { adminText } from './admin';
export { mailText } from './mail';
export { profileText, savedRepliesText } from './profile';
export { faqText } from './faq';
export { ratingText } from './rating';
export { contentText } from './content';
export { shellText } from './shell';
export { siasnText } from './siasn';
export { communityText } from './community';
export { feedText } from './feed';
