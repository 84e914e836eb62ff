// The helpdesk role model of spec section 6: one current role per session, never a set.
export const ROLES = ['admin', 'agent', 'user'] as const;
export type Role = (typeof ROLES)[number];

// The permission names are wire-level strings shared with the API wrapper, so they keep the
// spec's spelling, including "kategory".
export const SPEC_PERMISSIONS = [
  'create-ticket',
  'advanced-filter',
  'edit-comment',
  'remove-comment',
  'create-comment',
  'mark-answer',
  'edit-ticket-title',
  'edit-ticket-description',
  'options-ticket',
  'update-feedback',
  'see-feedback',
  'change-priority-kategory',
  'reminder-ticket',
  'change-status',
  'change-agent',
  'submit-feedback',
] as const;

// Admin-only areas the spec names without a table row ("meeting management ... admin-only",
// user role toggles by PATCH /users/{id}). They live in the same table so the UI and the API
// still ask one module.
export const PORTAL_PERMISSIONS = [
  'manage-users',
  'manage-reference',
  'manage-announcements',
  'see-rating-summary',
  'use-saved-replies',
  'delete-ticket',
  // Deleting an upload nothing refers to (docs/security.md, Uploads).
  'delete-upload',
  // Driver, latency and uptime in GET /api/health; everyone else learns only whether it is alive.
  'see-health-details',
  // How many tickets use a category, sub-category, status or priority: staff only (they see every ticket).
  'see-ticket-counts',
  // Internal notes on tickets: staff write and read them, requesters never see them.
  'see-internal-notes',
  'create-internal-note',
  // Emoji reactions on comments (docs/security.md, Locked tickets).
  'react-comment',
  // "Keluar dari semua perangkat": everyone ends their own sessions.
  'end-own-sessions',
  // Deactivating and reactivating an account: admins, never their own (docs/auth.md, Sessions).
  'deactivate-user',
  // Recording that one opened a ticket (the list's "Balasan baru" marker): whoever may see it.
  'mark-ticket-read',
  // "Ambil tiket": staff assign an unassigned ticket to themselves in one click (docs/permissions.md).
  'take-ticket',
  // GET /tickets/queue and the staff home (issue 31): admins and agents land on their queue's counts.
  'see-ticket-queue',
  // POST /tickets/bulk and the list's checkboxes: staff; each ticket is then checked with the
  // single-ticket permission of the action (utils/rules/ticket-bulk.ts).
  'bulk-update-tickets',
  // Personnel records (docs/personnel.md): anyone reads their own SIASN record (the NIP of their
  // session); staff read any NIP, e.g. a ticket's requester.
  'view-personnel-any',
  // Riwayat akses data saya (issue 33, docs/privacy.md): who among the staff read one's own record.
  'view-own-data-reads',
  // Unduh data saya (issue 33, docs/privacy.md): a copy of everything the portal holds about oneself.
  'export-own-data',
  // /admin/akses-data (docs/privacy.md): staff reads per reader and per unit, the unusual-volume flag.
  'view-data-reads',
  // PUT /siasn/ref/{name}: copying a SIASN reference list into the portal's database.
  'sync-personnel-reference',
  // Personnel writes (docs/personnel-writes.md): a civil servant on their own record, admins on any.
  'edit-personnel-record',
  // /logs: the SIASN write audit and call log, and the token state (never a token).
  'view-siasn-logs',
  'view-siasn-token',
  // Personnel administration (docs/personnel-admin.md section 1): the agency's admins only.
  'manage-personnel-jobs',
  'manage-personnel-pipelines',
  'view-personnel-reports',
  'manage-personnel-reports',
  // Community and learning (docs/community.md section 1).
  'manage-podcasts',
  // Editing or deleting one's own post, comment or podcast comment: the author only.
  'edit-own-content',
  // Removing anyone's feed post or comment (moderation).
  'moderate-feed',
  'manage-webinars',
  // Scheduling a coaching clinic (the consultant); running one: its consultant, or any admin.
  'schedule-coaching-clinic',
  'run-coaching-clinic',
  // Zoom meetings: creating, listing and deleting them (spec: meeting management is admin-only).
  'manage-meetings',
  // Zoom meetings live now that belong to no clinic or webinar: the agency's own, for staff (docs/community.md section 5).
  'see-staff-meetings',
  // Public pages and finance services (docs/public-finance.md section 1): the service catalogue's
  // pages are written by admins; a loan is applied for on one's own SIASN record only; the bank
  // call log is the agency's.
  'manage-service-catalogue',
  'apply-loan',
  'view-bank-logs',
  // The connection check of the outside systems (docs/deploy.md): the people who deploy the portal.
  'check-connections',
  // "Budi sedang mengetik...": staff who may answer a ticket tell colleagues they are on it (docs/realtime.md).
  'share-ticket-presence',
  // Automatic assignment (docs/assignment.md): a sub-category's mode is the admins' choice;
  // "Tidak bertugas" is set by the agent on themself, or by an admin for any agent.
  'set-assignment-mode',
  'set-away-state',
  // "Sedang dibuka oleh Budi": staff tell colleagues they have a ticket open, so two do not start on it (docs/ticket-tools.md).
  'share-ticket-viewing',
  // Merging a duplicate ticket into another of the same requester (docs/ticket-tools.md): staff.
  'merge-ticket',
  // Profil -> Notifikasi (docs/notifications.md, Preferences): everyone signed in chooses their own channels.
  'manage-own-notification-preferences',
] as const;

export const PERMISSIONS = [...SPEC_PERMISSIONS, ...PORTAL_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface PermissionUser {
  id: number;
  current_role: Role;
  /** The NIP of a civil servant's own SIASN record; null for non-ASN accounts. */
  employee_number?: string | null;
}

export interface TicketContext {
  requester_id: number;
  assignee_id: number | null;
  is_published: boolean;
  is_locked: boolean;
}

export interface CommentContext {
  user_id: number;
}

export interface UploadContext {
  owner_id: number;
}

export interface FeedbackContext {
  user_id: number;
}

/** A person's SIASN record a write is aimed at. */
export interface RecordContext {
  nip: string;
}

/** A feed post, a feed comment or a podcast comment: whoever wrote it. */
export interface AuthoredContext {
  user_id: number;
}

/** A coaching clinic and the consultant who runs it. */
export interface ClinicContext {
  consultant_id: number;
}

/** The account an admin action is aimed at. */
export interface AccountContext {
  id: number;
}

export interface PermissionContext {
  account?: AccountContext | null;
  ticket?: TicketContext | null;
  comment?: CommentContext | null;
  feedback?: FeedbackContext | null;
  upload?: UploadContext | null;
  record?: RecordContext | null;
  authored?: AuthoredContext | null;
  clinic?: ClinicContext | null;
}

// An attribute check narrows a role's grant using the resource. It must return false when the
// resource it needs is absent, so a forgotten context denies instead of allowing.
export type AttributeCheck = (user: PermissionUser, context: PermissionContext) => boolean;

// `true` grants the role outright; a function grants it only when the check passes.
// A role missing from a rule is denied.
export type PermissionRule = Partial<Record<Role, true | AttributeCheck>>;
