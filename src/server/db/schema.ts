import { getTableColumns, sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationPreferences, UserSettings } from '@shared/settings';
import type { Role } from '@shared/roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const teamId = () =>
  integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});
export type TeamRow = typeof teams.$inferSelect;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').$type<Role>().notNull(),
    settings: jsonb('settings').$type<Partial<UserSettings>>().notNull().default({}),
    notificationPreferences: jsonb('notification_preferences')
      .$type<Partial<NotificationPreferences>>()
      .notNull()
      .default({}),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_team_idx').on(table.teamId),
    check('users_role_check', sql`${table.role} in ('admin', 'member', 'viewer')`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** A session is found by the sha256 of its cookie token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Failed sign-ins, counted per account and per address to slow password guessing across processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.createdAt),
    index('login_failures_address_idx').on(table.address, table.createdAt),
  ],
);

export const investments = pgTable(
  'investments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    strategy: text('strategy').notNull().default(''),
    targetSize: text('target_size').notNull().default(''),
    vintage: integer('vintage').notNull(),
    geography: text('geography').notNull().default(''),
    fundManager: text('fund_manager'),
    minimumInvestment: text('minimum_investment'),
    investmentPeriod: text('investment_period'),
    managementFee: text('management_fee'),
    carriedInterest: text('carried_interest'),
    investmentThesis: text('investment_thesis'),
    keyRisks: jsonb('key_risks').$type<string[]>().notNull().default([]),
    keyOpportunities: jsonb('key_opportunities').$type<string[]>().notNull().default([]),
    competitiveAdvantages: jsonb('competitive_advantages').$type<string[]>().notNull().default([]),
    irr: text('irr'),
    multiple: text('multiple'),
    lastActivity: timestamp('last_activity', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('investments_team_idx').on(table.teamId, table.status)],
);
export type InvestmentRow = typeof investments.$inferSelect;

/**
 * One counter per team, raised by a trigger on every insert, update or delete of its investments (see
 * migration 0003), so a process can tell with one key lookup whether its serialised pipeline is current.
 */
export const pipelineVersions = pgTable('pipeline_versions', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Full-text search over a document's name (weighted highest) and extracted text, stored and GIN-indexed
 * so ranking does not recompute it per query. Text past 500,000 characters is left out: PostgreSQL caps a
 * tsvector at 1 MB, and a book's first half ranks it well enough. A name is read as words: dots and
 * underscores part them, so 'Side letter.pdf' and 'Fund_IV_DDQ.docx' are found by 'letter' and 'DDQ'.
 */
const documentSearchVector = sql`setweight(to_tsvector('english'::regconfig, translate(name, '._', '  ')), 'A') || to_tsvector('english'::regconfig, left(coalesce(extracted_text, ''), 500000))`;

export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamId(),
    // A deleted investment's documents stay the team's, in the General Repository.
    investmentId: integer('investment_id').references(() => investments.id, { onDelete: 'set null' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    blobSha256: text('blob_sha256').notNull(),
    status: text('status').notNull().default('processing'),
    statusReason: text('status_reason'),
    processingNotes: jsonb('processing_notes').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    description: text('description'),
    confidentialityLevel: text('confidentiality_level').notNull().default('internal'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    extractedText: text('extracted_text'),
    summary: jsonb('summary'),
    keyMetrics: jsonb('key_metrics'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(documentSearchVector),
    /**
     * The name's words alone: small enough to stay in the row, so a search can tell name matches apart
     * for thousands of documents without reading their (TOASTed) full vectors.
     */
    nameVector: tsvector('name_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, translate(name, '._', '  '))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('documents_team_idx').on(table.teamId, table.createdAt),
    index('documents_investment_idx').on(table.investmentId),
    index('documents_search_idx').using('gin', table.searchVector),
  ],
);
const {
  searchVector: _searchVector,
  nameVector: _nameVector,
  ...documentStoredColumns
} = getTableColumns(documents);
/** A document as the app reads it: the search vectors are PostgreSQL's to use, never sent to the app. */
export const documentColumns = documentStoredColumns;
export type DocumentRow = Omit<typeof documents.$inferSelect, 'searchVector' | 'nameVector'>;

export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamId(),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    type: text('type').notNull().default('general'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('notes_investment_idx').on(table.teamId, table.investmentId)],
);
export type NoteRow = typeof notes.$inferSelect;

export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamId(),
    investmentId: integer('investment_id').references(() => investments.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('activities_team_idx').on(table.teamId, table.createdAt)],
);
export type ActivityRow = typeof activities.$inferSelect;

/** The durable job queue: claimed with FOR UPDATE SKIP LOCKED; an expired lease is claimed again. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('jobs_ready_idx').on(table.status, table.runAt)],
);

/** Countable events that are not activity-feed items: generated memos and AI queries (SPEC 3 Metrics). */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'memo_generated' | 'ai_query'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('usage_events_team_idx').on(table.teamId, table.kind, table.createdAt)],
);
