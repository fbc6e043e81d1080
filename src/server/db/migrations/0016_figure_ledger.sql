ALTER TABLE "document_facts" ADD COLUMN "kind" text DEFAULT 'amount' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_facts" ADD COLUMN "number_high" double precision;--> statement-breakpoint
ALTER TABLE "document_facts" ADD COLUMN "column_header" text;--> statement-breakpoint
ALTER TABLE "document_facts" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "document_facts" ADD COLUMN "concept_score" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_facts" ADD COLUMN "highlight" boolean DEFAULT false NOT NULL;