import type { AttributeCheck } from './types';

// Reusable attribute checks. Each compares ids strictly and treats a missing resource as "no",
// which is what makes `can()` deny when the caller forgot to pass the context.

export const isRequester: AttributeCheck = (user, { ticket }) =>
  ticket != null && ticket.requester_id === user.id;

// `assignee_id` is null for an unassigned ticket; a user id is never null, so null never matches.
export const isAssignee: AttributeCheck = (user, { ticket }) =>
  ticket != null && ticket.assignee_id !== null && ticket.assignee_id === user.id;

// Nobody works on it yet: the only state in which a ticket may be taken.
export const isUnassigned: AttributeCheck = (_user, { ticket }) => ticket != null && ticket.assignee_id === null;

export const isCommentAuthor: AttributeCheck = (user, { comment }) =>
  comment != null && comment.user_id === user.id;

export const isFeedbackOwner: AttributeCheck = (user, { feedback }) =>
  feedback != null && feedback.user_id === user.id;

export const isUploadOwner: AttributeCheck = (user, { upload }) =>
  upload != null && upload.owner_id === user.id;

// The record is the user's own: the NIP of the session (never an empty or missing one).
export const isOwnRecord: AttributeCheck = (user, { record }) =>
  record != null && typeof user.employee_number === 'string' && user.employee_number !== '' && record.nip === user.employee_number;

export const isAuthor: AttributeCheck = (user, { authored }) => authored != null && authored.user_id === user.id;

export const isConsultant: AttributeCheck = (user, { clinic }) => clinic != null && clinic.consultant_id === user.id;

// Someone else's account: admins never lock themselves out.
export const isOtherAccount: AttributeCheck = (user, { account }) => account != null && account.id !== user.id;

// One's own account (the agent's away state).
export const isOwnAccount: AttributeCheck = (user, { account }) => account != null && account.id === user.id;

// What a user may see (server/tickets/load-ticket.ts): their own tickets and published ones.
export const maySeeTicket: AttributeCheck = (user, context) =>
  context.ticket != null && (context.ticket.is_published || isRequester(user, context));

export const isRequesterOrAssignee: AttributeCheck = (user, context) =>
  isRequester(user, context) || isAssignee(user, context);

// A lock freezes the conversation (docs/security.md, Locked tickets): on a locked ticket only the
// assignee still acts (admins are granted in the table where they act at all).
export const isOpenOrAssigned: AttributeCheck = (user, context) =>
  context.ticket != null && (!context.ticket.is_locked || isAssignee(user, context));

/** Both checks: e.g. the comment's author, on a ticket that is not frozen for them. */
export const allOf =
  (...checks: AttributeCheck[]): AttributeCheck =>
  (user, context) =>
    checks.every((check) => check(user, context));

// Spec: "(ticket published and not locked), or be the requester with the ticket not locked,
// or be the assignee". A lock therefore silences everyone except the assignee (and admins,
// who are granted outright in the table).
export const mayJoinConversation: AttributeCheck = (user, context) => {
  const { ticket } = context;
  if (ticket == null) return false;
  if (isAssignee(user, context)) return true;
  if (ticket.is_locked) return false;
  return ticket.is_published || isRequester(user, context);
};
