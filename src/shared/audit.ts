import { z } from 'zod';

/** Everything the audit trail records, one row per action (issue 26). */
export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'register',
  'member_invited',
  'role_changed',
  'member_unlocked',
  'team_updated',
  'investment_created',
  'investment_updated',
  'investment_stage_changed',
  'investment_archived',
  'investment_deleted',
  'note_created',
  'note_updated',
  'note_deleted',
  'document_uploaded',
  'document_viewed',
  'document_downloaded',
  'document_archived',
  'document_deleted',
  'document_ai_access_changed',
  'export',
  'memo_generated',
  'research',
  'ai_question',
] as const;
export const zAuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof zAuditAction>;

export const auditObjectTypes = [
  'user',
  'team',
  'investment',
  'note',
  'document',
  'conversation',
  'audit',
  'pipeline',
  'repository',
  'analytics',
] as const;
export const zAuditObjectType = z.enum(auditObjectTypes);
export type AuditObjectType = z.infer<typeof zAuditObjectType>;

export const auditActionLabels: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
  register: 'Registered',
  member_invited: 'Invited a member',
  role_changed: 'Changed a role',
  member_unlocked: 'Unlocked a sign-in',
  team_updated: 'Changed team settings',
  investment_created: 'Created an investment',
  investment_updated: 'Updated an investment',
  investment_stage_changed: 'Changed a stage',
  investment_archived: 'Archived an investment',
  investment_deleted: 'Deleted an investment',
  note_created: 'Added a note',
  note_updated: 'Changed a note',
  note_deleted: 'Deleted a note',
  document_uploaded: 'Uploaded a document',
  document_viewed: 'Viewed a document',
  document_downloaded: 'Downloaded a document',
  document_archived: 'Archived a document',
  document_deleted: 'Deleted a document',
  document_ai_access_changed: 'Changed AI access',
  export: 'Exported',
  memo_generated: 'Generated a memo',
  research: 'Researched',
  ai_question: 'Asked the AI',
};

export const auditObjectLabels: Record<AuditObjectType, string> = {
  user: 'Person',
  team: 'Team',
  investment: 'Investment',
  note: 'Note',
  document: 'Document',
  conversation: 'Conversation',
  audit: 'Audit trail',
  pipeline: 'Pipeline',
  repository: 'Document repository',
  analytics: 'Analytics',
};

export const zAuditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  action: zAuditAction,
  objectType: zAuditObjectType.nullable(),
  objectId: z.number().int().nullable(),
  objectName: z.string(),
  address: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof zAuditEvent>;

const zPositiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** The Admin tab's filters; `before` is the opaque cursor of the page before (keyset pagination). */
export const zAuditFilters = z
  .object({
    actorId: zPositiveId.optional(),
    action: zAuditAction.optional(),
    objectType: zAuditObjectType.optional(),
    objectId: zPositiveId.optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();
export type AuditFilters = z.infer<typeof zAuditFilters>;

export const maxAuditPageSize = 100;
export const zAuditQuery = zAuditFilters.extend({
  before: z
    .string()
    .regex(/^\d{1,16}\.\d{1,19}$/, 'Not a page cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(maxAuditPageSize).default(50),
});
export type AuditQuery = z.input<typeof zAuditQuery>;

export const zAuditPage = z.object({ events: z.array(zAuditEvent), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof zAuditPage>;

export const auditCsvFileName = 'audit-trail.csv';
