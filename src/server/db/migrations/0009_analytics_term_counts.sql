CREATE TABLE "document_term_stats" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"document_created_at" timestamp with time zone NOT NULL,
	"words" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_terms" (
	"document_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"document_created_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "document_terms_document_id_kind_term_pk" PRIMARY KEY("document_id","kind","term")
);
--> statement-breakpoint
CREATE TABLE "team_term_days" (
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "team_term_days_team_id_kind_day_term_pk" PRIMARY KEY("team_id","kind","day","term")
);
--> statement-breakpoint
CREATE TABLE "team_terms" (
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "team_terms_team_id_kind_term_pk" PRIMARY KEY("team_id","kind","term")
);
--> statement-breakpoint
CREATE TABLE "term_backfills" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_term_stats" ADD CONSTRAINT "document_term_stats_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_term_stats" ADD CONSTRAINT "document_term_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_terms" ADD CONSTRAINT "document_terms_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_terms" ADD CONSTRAINT "document_terms_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_term_days" ADD CONSTRAINT "team_term_days_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_terms" ADD CONSTRAINT "team_terms_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_backfills" ADD CONSTRAINT "term_backfills_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_term_stats_team_idx" ON "document_term_stats" USING btree ("team_id","document_created_at");--> statement-breakpoint
CREATE INDEX "document_terms_team_idx" ON "document_terms" USING btree ("team_id","document_created_at");--> statement-breakpoint
CREATE INDEX "team_terms_count_idx" ON "team_terms" USING btree ("team_id","kind","count");--> statement-breakpoint
CREATE INDEX "documents_analytics_idx" ON "documents" USING btree ("team_id","created_at","type","status","investment_id");