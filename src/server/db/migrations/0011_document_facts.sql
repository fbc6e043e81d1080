CREATE TABLE "document_facts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_facts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"analyst_version" integer NOT NULL,
	"position" integer NOT NULL,
	"concept" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"number" double precision,
	"unit" text,
	"scale" text,
	"period" text,
	"scope" text NOT NULL,
	"scope_name" text,
	"basis" text,
	"target_or_actual" text,
	"page" integer,
	"sheet" text,
	"cell" text,
	"quote" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analyst_version" integer;--> statement-breakpoint
ALTER TABLE "document_facts" ADD CONSTRAINT "document_facts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_facts" ADD CONSTRAINT "document_facts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_facts_document_idx" ON "document_facts" USING btree ("team_id","document_id","position");--> statement-breakpoint
CREATE INDEX "document_facts_concept_idx" ON "document_facts" USING btree ("team_id","concept");