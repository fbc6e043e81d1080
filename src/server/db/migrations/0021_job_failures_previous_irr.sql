ALTER TABLE "investments" ADD COLUMN "previous_irr" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;