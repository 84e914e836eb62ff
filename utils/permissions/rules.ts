import {
  allOf,
  isAssignee,
  isAuthor,
  isCommentAuthor,
  isConsultant,
  isFeedbackOwner,
  isOpenOrAssigned,
  isOtherAccount,
  isOwnAccount,
  isOwnRecord,
  isRequester,
  isRequesterOrAssignee,
  isUnassigned,
  isUploadOwner,
  mayJoinConversation,
  maySeeTicket,
} from './checks';
import type { Permission, PermissionRule } from './types';

// The table of spec section 6, one row per permission. docs/permissions.md explains how each
// sentence of the spec was read; keep the two in step.
const ADMIN_OR_ASSIGNED_AGENT: PermissionRule = { admin: true, agent: isAssignee };
// A lock freezes edits for everyone but admins and the assignee (docs/security.md, Locked tickets).
const authorUnlessFrozen = allOf(isCommentAuthor, isOpenOrAssigned);

export const PERMISSION_RULES: Readonly<Record<Permission, PermissionRule>> = {
  'create-ticket': { admin: true, agent: true, user: true },
  'advanced-filter': { admin: true, agent: true },
  'edit-comment': { admin: isCommentAuthor, agent: authorUnlessFrozen, user: authorUnlessFrozen },
  'remove-comment': { agent: authorUnlessFrozen, user: authorUnlessFrozen },
  'create-comment': { admin: true, agent: mayJoinConversation, user: mayJoinConversation },
  // "An agent must be the answer's own agent": the agent assigned to the ticket.
  'mark-answer': { admin: true, agent: isAssignee },
  'edit-ticket-title': { agent: allOf(isRequesterOrAssignee, isOpenOrAssigned), user: allOf(isRequesterOrAssignee, isOpenOrAssigned) },
  'edit-ticket-description': { admin: isRequester, agent: allOf(isRequester, isOpenOrAssigned), user: allOf(isRequester, isOpenOrAssigned) },
  'options-ticket': ADMIN_OR_ASSIGNED_AGENT,
  'update-feedback': { user: isFeedbackOwner },
  'see-feedback': { user: true },
  'change-priority-kategory': ADMIN_OR_ASSIGNED_AGENT,
  'reminder-ticket': ADMIN_OR_ASSIGNED_AGENT,
  'change-status': ADMIN_OR_ASSIGNED_AGENT,
  'change-agent': { admin: true },
  'submit-feedback': { admin: isRequester, agent: isRequester, user: isRequester },
  // Portal permissions (types.ts PORTAL_PERMISSIONS).
  'manage-users': { admin: true },
  'manage-reference': { admin: true },
  'manage-announcements': { admin: true },
  'see-rating-summary': { admin: true },
  // Reply templates help whoever answers tickets.
  'use-saved-replies': { admin: true, agent: true },
  // Who may delete; utils/rules/ticket-deletion.ts adds that a finished ticket stays (409).
  'delete-ticket': { admin: true, agent: isRequester, user: isRequester },
  'see-health-details': { admin: true },
  'see-ticket-counts': { admin: true, agent: true },
  // Admins clean up anyone's files (also those stored before owners were recorded).
  'delete-upload': { admin: true, agent: isUploadOwner, user: isUploadOwner },
  // Internal notes: every admin and agent (they see every ticket); never users.
  'see-internal-notes': { admin: true, agent: true },
  'create-internal-note': { admin: true, agent: true },
  // Reacting to a comment of a ticket one can see; a lock stops it but for admins and the assignee.
  'react-comment': { admin: true, agent: isOpenOrAssigned, user: isOpenOrAssigned },
  'end-own-sessions': { admin: true, agent: true, user: true },
  'deactivate-user': { admin: isOtherAccount },
  // Staff see every ticket; a user only the ones they may open.
  'mark-ticket-read': { admin: true, agent: true, user: maySeeTicket },
  // Assigning oneself, never taking a ticket over from a colleague (that stays change-agent).
  'take-ticket': { admin: isUnassigned, agent: isUnassigned },
  // Counts over tickets staff see anyway (they see every ticket); requesters have their own list.
  'see-ticket-queue': { admin: true, agent: true },
  // Only the way in: every selected ticket still needs the action's own permission.
  'bulk-update-tickets': { admin: true, agent: true },
  // Agents answer questions about people's records; the agency's admins manage them.
  'view-personnel-any': { admin: true, agent: true },
  // Everyone may see who read their own record (UU 27/2022 PDP); the route answers NO_NIP without a NIP.
  'view-own-data-reads': { admin: true, agent: true, user: true },
  // Everyone may have a copy of their own data (UU 27/2022 PDP); nobody one of anyone else's.
  'export-own-data': { admin: true, agent: true, user: true },
  // Who reads whose record is oversight of the staff, agents included: the agency's admins only.
  'view-data-reads': { admin: true },
  'sync-personnel-reference': { admin: true },
  // Correcting a record goes to SIASN in the person's name: their own, or any for the agency's admins.
  'edit-personnel-record': { admin: true, agent: isOwnRecord, user: isOwnRecord },
  'view-siasn-logs': { admin: true },
  'view-siasn-token': { admin: true },
  // Province-wide lists with salaries and decrees, the job queue and the agency's references:
  // the agency's own work (spec section 6: promotion and dismissal lists are admin-only).
  'manage-personnel-jobs': { admin: true },
  'manage-personnel-pipelines': { admin: true },
  'view-personnel-reports': { admin: true },
  'manage-personnel-reports': { admin: true },
  // Community and learning (docs/community.md section 1). Everyone signed in listens, posts,
  // comments, likes, registers and joins; only these steps are narrowed.
  'manage-podcasts': { admin: true },
  // Spec: "only the author edits or deletes" (podcast comments); the feed follows the same rule.
  'edit-own-content': { admin: isAuthor, agent: isAuthor, user: isAuthor },
  'moderate-feed': { admin: true },
  'manage-webinars': { admin: true },
  // Consultants are the agency's staff; a civil servant joins clinics, never runs one.
  'schedule-coaching-clinic': { admin: true, agent: true },
  'run-coaching-clinic': { admin: true, agent: isConsultant },
  // Spec section 6: meeting management is admin-only (the original system forgot the check).
  'manage-meetings': { admin: true },
  // A clinic's or a webinar's meeting follows that object's rule (server/meetings/live-meetings.ts).
  'see-staff-meetings': { admin: true, agent: true },
  // Public pages and finance (docs/public-finance.md section 1).
  'manage-service-catalogue': { admin: true },
  // A loan is the applicant's own: the NIP of their session, whatever the role (the server also
  // reads that NIP's SIASN record: no record, no application).
  'apply-loan': { admin: isOwnRecord, agent: isOwnRecord, user: isOwnRecord },
  'view-bank-logs': { admin: true },
  // Probes SIASN, Zoom, the bank, the agency and the identity providers (docs/deploy.md section 3).
  'check-connections': { admin: true },
  // Staff who may answer the ticket (the create-comment rule of an agent); requesters never announce presence.
  'share-ticket-presence': { admin: true, agent: mayJoinConversation },
  'set-assignment-mode': { admin: true },
  // Needs the target account; that it is an agent's is checked by the service (400 otherwise).
  'set-away-state': { admin: true, agent: isOwnAccount },
  // Every staff member who opens a ticket, also one they may not answer yet (an unassigned ticket is what two would both take).
  'share-ticket-viewing': { admin: true, agent: true },
  // Staff see every ticket and answer duplicates; a requester never merges (docs/ticket-tools.md).
  'merge-ticket': { admin: true, agent: true },
  'manage-own-notification-preferences': { admin: true, agent: true, user: true },
};
