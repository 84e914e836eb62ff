import {
  isAssignee,
  isCommentAuthor,
  isFeedbackOwner,
  isOtherAccount,
  isRequester,
  isRequesterOrAssignee,
  isUnassigned,
  isUploadOwner,
  mayJoinConversation,
} from './checks';
import type { Permission, PermissionRule } from './types';

// The table of spec section 6, one row per permission. docs/permissions.md explains how each
// sentence of the spec was read; keep the two in step.
const ADMIN_OR_ASSIGNED_AGENT: PermissionRule = { admin: true, agent: isAssignee };

export const PERMISSION_RULES: Readonly<Record<Permission, PermissionRule>> = {
  'create-ticket': { admin: true, agent: true, user: true },
  'advanced-filter': { admin: true, agent: true },
  'edit-comment': { admin: isCommentAuthor, agent: isCommentAuthor, user: isCommentAuthor },
  'remove-comment': { agent: isCommentAuthor, user: isCommentAuthor },
  'create-comment': { admin: true, agent: mayJoinConversation, user: mayJoinConversation },
  // "An agent must be the answer's own agent": the agent assigned to the ticket.
  'mark-answer': { admin: true, agent: isAssignee },
  'edit-ticket-title': { agent: isRequesterOrAssignee, user: isRequesterOrAssignee },
  'edit-ticket-description': { admin: isRequester, agent: isRequester, user: isRequester },
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
  'end-own-sessions': { admin: true, agent: true, user: true },
  'deactivate-user': { admin: isOtherAccount },
  // Assigning oneself, never taking a ticket over from a colleague (that stays change-agent).
  'take-ticket': { admin: isUnassigned, agent: isUnassigned },
};
