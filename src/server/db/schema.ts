import { getTableColumns, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationPreferences, UserSettings } from '@shared/settings';
import type { Role } from '@shared/roles';
import type { ChatMessage } from '@shared/analyst-chat';
import type { InvestmentAnalysis } from '@shared/investment-analysis';
import type { ExtractedTable } from '../extraction/extracted-tables';
import type { ConfidentialityLevel, QuarantinedPassage } from '@shared/document';
import type { AuditedModelReading } from '@shared/model-reading';
import type { FigureDisagreement } from '@shared/document-facts';
import type { AuditAction, AuditObjectType } from '@shared/audit';

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
  /** Confidentiality levels whose documents the AI never reads (issue 26), e.g. {restricted}. */
  aiExcludedLevels: text('ai_excluded_levels')
    .array()
    .$type<ConfidentialityLevel[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Off: the team's people sign in only through single sign-on (issue 26). */
  passwordSignIn: boolean('password_sign_in').notNull().default(true),
  createdAt: createdAt(),
});
export type TeamRow = typeof teams.$inferSelect;

/**
 * The OpenAI-compatible model a team's admins chose (issue 23); the server's environment wins over each
 * value. The API key is stored only sealed with the server's secret (AES-256-GCM), with its last
 * characters beside it to show it masked.
 */
export const teamModelSettings = pgTable('team_model_settings', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url'),
  model: text('model'),
  apiKeySealed: text('api_key_sealed'),
  apiKeyHint: text('api_key_hint'),
  timeoutSeconds: integer('timeout_seconds'),
  tokenBudget: integer('token_budget'),
  updatedAt: updatedAt(),
});
export type TeamModelSettingsRow = typeof teamModelSettings.$inferSelect;

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
    /** The IRR before its last change, so a trend is shown only when there is one. */
    previousIrr: text('previous_irr'),
    multiple: text('multiple'),
    lastActivity: timestamp('last_activity', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('investments_team_idx').on(table.teamId, table.status),
    // The analyst finds funds, managers and companies by name even when misspelt (pg_trgm, migration 0007).
    index('investments_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
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
    /** Passages written to an AI reader, set aside unread when the analyst last read the document. */
    quarantined: jsonb('quarantined').$type<QuarantinedPassage[]>().notNull().default([]),
    category: text('category').notNull(),
    description: text('description'),
    confidentialityLevel: text('confidentiality_level').notNull().default('internal'),
    /** Kept out of AI by an admin: stored, searched and downloaded, never read by the analyst. */
    keepOutOfAi: boolean('keep_out_of_ai').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /**
     * Written by Allocator itself (a memo): stored, searchable and downloadable like any document, but
     * never a source of the analyst's figures, passages or answers.
     */
    generated: boolean('generated').notNull().default(false),
    extractedText: text('extracted_text'),
    /** The tables extraction read beside the text (DOCX tables, PDF statements), so re-analysis sees them. */
    tables: jsonb('tables').$type<ExtractedTable[]>().notNull().default([]),
    summary: jsonb('summary'),
    keyMetrics: jsonb('key_metrics'),
    /** The analyst version that wrote the summary and facts; older ones are re-analysed in the background. */
    analystVersion: integer('analyst_version'),
    /** The model the document's content was last sent to, and when (a reading reused from the same file: when that file was sent). */
    sentToModel: text('sent_to_model'),
    sentToModelAt: timestamp('sent_to_model_at', { withTimezone: true }),
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
    // Analytics count a range's documents by type, status and investment from this index alone.
    index('documents_analytics_idx').on(
      table.teamId,
      table.createdAt,
      table.type,
      table.status,
      table.investmentId,
    ),
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

/**
 * The document's figure ledger (src/shared/document-facts.ts): every figure the analyst read, one row a
 * figure, with its concept (or 'other'), label, column and section, page or sheet cell and verbatim
 * quote, most telling first, so the Figures view, answers and analyses can find and cite them.
 */
export const documentFacts = pgTable(
  'document_facts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamId(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    analystVersion: integer('analyst_version').notNull(),
    /** The analyst's order: the document's most telling figures first. */
    position: integer('position').notNull(),
    concept: text('concept').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    number: doublePrecision('number'),
    unit: text('unit'),
    scale: text('scale'),
    period: text('period'),
    scope: text('scope').notNull(),
    scopeName: text('scope_name'),
    basis: text('basis'),
    targetOrActual: text('target_or_actual'),
    page: integer('page'),
    sheet: text('sheet'),
    cell: text('cell'),
    quote: text('quote').notNull(),
    kind: text('kind').notNull().default('amount'),
    numberHigh: doublePrecision('number_high'),
    column: text('column_header'),
    section: text('section'),
    conceptScore: real('concept_score').notNull().default(0),
    highlight: boolean('highlight').notNull().default(false),
    /** Who read it: 'local', 'model' or 'both'. */
    reader: text('reader').notNull().default('local'),
    /** The other reader's different values for the same figure, found when the readings merge. */
    disagreesWith: jsonb('disagrees_with').$type<FigureDisagreement[]>().notNull().default([]),
  },
  (table) => [
    index('document_facts_document_idx').on(table.teamId, table.documentId, table.position),
    index('document_facts_concept_idx').on(table.teamId, table.concept),
  ],
);
export type DocumentFactRow = typeof documentFacts.$inferSelect;

/**
 * A model's audited reading of a file, by the file's content, the analyst version and the model: a
 * file processed or uploaded again is not sent to the model again.
 */
export const modelReadings = pgTable(
  'model_readings',
  {
    teamId: teamId(),
    blobSha256: text('blob_sha256').notNull(),
    analystVersion: integer('analyst_version').notNull(),
    model: text('model').notNull(),
    /** The endpoint that served the model: two endpoints may serve models of one name. */
    baseUrl: text('base_url').notNull().default(''),
    /** The token budget the file was read within: a larger budget reads more pages. */
    tokenBudget: integer('token_budget').notNull().default(0),
    reading: jsonb('reading').$type<AuditedModelReading>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({
      name: 'model_readings_pk',
      columns: [
        table.teamId,
        table.blobSha256,
        table.analystVersion,
        table.model,
        table.baseUrl,
        table.tokenBudget,
      ],
    }),
  ],
);

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

/**
 * An investment's analysis as last computed, with the version of the data it read (its record, its
 * documents and its notes), so every process serves the same analysis until that data changes.
 */
export const storedAnalyses = pgTable('stored_analyses', {
  investmentId: integer('investment_id')
    .primaryKey()
    .references(() => investments.id, { onDelete: 'cascade' }),
  teamId: teamId(),
  dataVersion: text('data_version').notNull(),
  analysis: jsonb('analysis').$type<InvestmentAnalysis>().notNull(),
  createdAt: createdAt(),
});

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
    /** Times a worker took the job, its runs cut short by a dying process included. */
    attempts: integer('attempts').notNull().default(0),
    /** Runs whose own work failed (threw, or its reader crashed or timed out): what maxAttempts bounds. */
    failures: integer('failures').notNull().default(0),
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

/**
 * A document's text in pieces of a few hundred words that never cross a page (or sheet), so the analyst
 * can quote one and cite its page. The tsvector is stored and GIN-indexed: ranking 100,000 passages must
 * not recompute it per question.
 */
export const passages = pgTable(
  'passages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamId(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** 1-based page of a PDF; null for files without pages. */
    page: integer('page'),
    /** The worksheet of a workbook; null otherwise. */
    sheet: text('sheet'),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    text: text('text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, text)`),
  },
  (table) => [
    index('passages_document_idx').on(table.documentId),
    index('passages_search_idx').using('gin', table.searchVector),
    index('passages_team_idx').on(table.teamId),
  ],
);
export type PassageRow = Omit<typeof passages.$inferSelect, 'searchVector'>;

/** A person's saved analyst conversations: their own only, never the team's (see README, AI analyst). */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    messages: jsonb('messages').$type<ChatMessage[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('conversations_user_idx').on(table.userId, table.updatedAt)],
);
export type ConversationRow = typeof conversations.$inferSelect;
/** What a counted term is: a word people wrote, or a theme of the risk, opportunity or industry lexicon. */
export type TermKind = 'word' | 'risk' | 'opportunity' | 'industry';

/**
 * Each processed document's terms and how often it uses them, written when the document is processed,
 * so analytics add counts up in SQL instead of reading every document's text again. One row per counted
 * document (also for a text with none), its terms as three parallel arrays: a document's hundreds of
 * terms cost one row and one index entry to write, where a row each cost a key each. The document's
 * upload time is copied in, so a time range needs no join.
 */
export const documentTermCounts = pgTable(
  'document_term_counts',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    teamId: teamId(),
    documentCreatedAt: timestamp('document_created_at', { withTimezone: true }).notNull(),
    /** Every word the text holds, kept or not: the range's Total Words Analyzed. */
    words: integer('words').notNull(),
    kinds: text('kinds').$type<TermKind>().array().notNull(),
    terms: text('terms').array().notNull(),
    counts: integer('counts').array().notNull(),
  },
  (table) => [index('document_term_counts_team_idx').on(table.teamId, table.documentCreatedAt)],
);

/**
 * The team's term counts per upload day (UTC) and in all, kept by triggers on document_term_counts (see the
 * migration's custom SQL), so a range of 90 days or all time adds up thousands of rows, not millions.
 */
export const teamTermDays = pgTable(
  'team_term_days',
  {
    teamId: teamId(),
    kind: text('kind').$type<TermKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.kind, table.day, table.term] })],
);

export const teamTerms = pgTable(
  'team_terms',
  {
    teamId: teamId(),
    kind: text('kind').$type<TermKind>().notNull(),
    term: text('term').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  // No index on the count: every document's upserts would rewrite it, and no query reads through it
  // (a range's top words are sorted from its rows, which also give its unique words).
  (table) => [primaryKey({ columns: [table.teamId, table.kind, table.term] })],
);

/** Teams whose documents processed before terms were counted have all been counted since. */
export const termBackfills = pgTable('term_backfills', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
});

/**
 * The audit trail (issue 26): one row per action, never changed or removed. Migration 0022 adds a
 * trigger that refuses UPDATE, DELETE and TRUNCATE, so no foreign keys: a deleted person or document
 * keeps its rows, with the e-mail and name they had. Milliseconds only, so a page cursor is exact.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for a failed sign-in to an e-mail no one has, at a domain of no team or of several. */
    teamId: integer('team_id'),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    objectType: text('object_type').$type<AuditObjectType>(),
    objectId: integer('object_id'),
    objectName: text('object_name').notNull().default(''),
    address: text('address').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // Newest first (each read backwards, which is `desc` with nulls first, as the query orders), by team
  // alone or by each filter: a page is an index range, however many rows.
  (table) => [
    index('audit_events_team_idx').on(table.teamId, table.createdAt, table.id),
    index('audit_events_actor_idx').on(table.teamId, table.actorId, table.createdAt, table.id),
    index('audit_events_action_idx').on(table.teamId, table.action, table.createdAt, table.id),
    index('audit_events_object_idx').on(
      table.teamId,
      table.objectType,
      table.objectId,
      table.createdAt,
      table.id,
    ),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
