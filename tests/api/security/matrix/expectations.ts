import type { MatrixRow } from './types';

/**
 * The permission table of docs/permissions.md and the visibility rules of docs/tickets.md and
 * docs/knowledge.md, written out as expected statuses. Deliberately not computed with `can()`:
 * a wrong rule in the permission module must make the matrix fail.
 */
type Expect = MatrixRow['expect'];

/** Public routes: the same answer with or without a session. */
export const everyone = (ok: number): Expect => ({ anonymous: ok, user: ok, agent: ok, admin: ok });
/** Signed in, no permission. */
export const signedIn = (ok: number): Expect => ({ anonymous: 401, user: ok, agent: ok, admin: ok });
/** manage-users, manage-reference, manage-announcements, see-rating-summary. */
export const adminsOnly = (ok: number): Expect => ({ anonymous: 401, user: 403, agent: 403, admin: ok });
/** advanced-filter, use-saved-replies. */
export const staffOnly = (ok: number): Expect => ({ anonymous: 401, user: 403, agent: ok, admin: ok });

/**
 * Ticket routes. A user who is neither requester nor on a published ticket cannot see it: 404.
 * "user" is such a stranger, "user:published" a stranger on a published ticket.
 */
export const visibleTicket = (ok: number): Expect => ({
  anonymous: 401,
  user: 404,
  'user:requester': ok,
  'user:published': ok,
  agent: ok,
  admin: ok,
});

/** options-ticket, change-status, change-priority-kategory, reminder-ticket, mark-answer: admin or the assigned agent. */
export const adminOrAssignee = (ok: number): Expect => ({
  anonymous: 401,
  user: 404,
  'user:requester': 403,
  'user:published': 403,
  agent: 403,
  'agent:assignee': ok,
  admin: ok,
});

/** share-ticket-presence: admins, and agents who may answer (assignee, requester, or a published ticket); users never. */
export const sharePresence: Expect = {
  anonymous: 401,
  user: 404,
  'user:requester': 403,
  'user:published': 403,
  agent: 403,
  'agent:assignee': 204,
  'agent:requester': 204,
  'agent:published': 204,
  admin: 204,
};

/** set-away-state on an agent's account: the agent themself and admins; another agent 403; users never. */
export const awayOf = (own: boolean): Expect => ({ anonymous: 401, user: 403, agent: own ? 200 : 403, admin: 200 });

/** share-ticket-viewing: every admin and agent on a ticket they see; users never. */
export const shareViewing: Expect = { anonymous: 401, user: 404, 'user:requester': 403, 'user:published': 403, agent: 204, admin: 204 };

/** change-agent: admins; checked on the loaded ticket (take-ticket shares the route), so strangers get 404. */
export const changeAgent: Expect = { anonymous: 401, user: 404, 'user:requester': 403, agent: 403, 'agent:assignee': 403, admin: 200 };

/** take-ticket: admins and agents assign an unassigned ticket to themselves; users never. */
export const takeTicket: Expect = {
  anonymous: 401,
  user: 404,
  'user:requester': 403,
  'user:published': 403,
  agent: 200,
  'agent:requester': 200,
  admin: 200,
};

/** edit-ticket-title: agent or user who is the requester or the assignee; admins are not listed. */
export const editTitle: Expect = {
  anonymous: 401,
  user: 404,
  'user:requester': 200,
  'user:published': 403,
  agent: 403,
  'agent:assignee': 200,
  'agent:requester': 200,
  admin: 403,
  'admin:requester': 403,
};

/** edit-ticket-description and submit-feedback: the requester, whatever the role. */
export const requesterOnly = (ok: number): Expect => ({
  anonymous: 401,
  user: 404,
  'user:requester': ok,
  'user:published': 403,
  agent: 403,
  'agent:assignee': 403,
  'agent:requester': ok,
  admin: 403,
  'admin:requester': ok,
});

/** update-feedback: role user and the feedback's own user (the requester). */
export const updateFeedback: Expect = { ...requesterOnly(200), 'agent:requester': 403, 'admin:requester': 403 };

/** Delete a ticket (no spec row, docs/permissions.md): admins, or the requester before SELESAI. */
export const deleteTicket: Expect = {
  anonymous: 401,
  user: 404,
  'user:requester': 204,
  'user:published': 403,
  agent: 403,
  'agent:assignee': 403,
  admin: 204,
};

/** create-comment: admin yes; agent/user (published && !locked) || (requester && !locked) || assignee. */
export const createCommentOpen: Expect = {
  anonymous: 401,
  user: 404,
  'user:requester': 201,
  'user:published': 201,
  agent: 403,
  'agent:assignee': 201,
  'agent:published': 201,
  admin: 201,
};
/** A lock silences everyone but the assignee and admins. */
export const createCommentLocked: Expect = {
  anonymous: 401,
  user: 404,
  'user:requester': 403,
  'user:published': 403,
  agent: 403,
  'agent:assignee': 201,
  'agent:published': 403,
  admin: 201,
};
/** create-internal-note: every admin and agent, on any ticket they see (a lock does not stop staff notes); users never. */
export const createInternalNote: Expect = {
  anonymous: 401,
  user: 404,
  'user:requester': 403,
  'user:published': 403,
  agent: 201,
  'agent:assignee': 201,
  admin: 201,
};

/** edit-comment: the author, any role. The ticket's requester is not the author. */
export const editComment: Expect = {
  anonymous: 401,
  user: 404,
  'user:requester': 403,
  'user:author': 200,
  agent: 403,
  'agent:author': 200,
  admin: 403,
  'admin:author': 200,
};
/** remove-comment: agent or user, author only; admins are not listed. */
export const removeComment: Expect = { ...editComment, 'user:author': 204, 'agent:author': 204, 'admin:author': 403 };

/** Saved replies are private to their author (404 for another's), and need use-saved-replies. */
export const ownSavedReply = (ok: number): Expect => ({
  anonymous: 401,
  user: 403,
  agent: 404,
  'agent:author': ok,
  admin: 404,
  'admin:author': ok,
});

/** A private message: its sender and receiver only. */
export const messageParty: Expect = {
  anonymous: 401,
  user: 404,
  'user:author': 200,
  'user:receiver': 200,
  agent: 404,
  'agent:receiver': 200,
  admin: 404,
};

/** A notification: its receiver only. */
export const ownNotification: Expect = { anonymous: 401, user: 404, 'user:receiver': 204, agent: 404, 'agent:receiver': 204, admin: 404 };

/** delete-upload: the owner (author) or an admin; an unreferenced file is gone (204). */
export const ownUpload: Expect = { anonymous: 401, user: 403, 'user:author': 204, agent: 403, 'agent:author': 204, admin: 204 };

/** An announcement that is not shown: admins only, 404 for the rest. */
export const hiddenAnnouncement: Expect = { anonymous: 401, user: 404, agent: 404, admin: 200 };
