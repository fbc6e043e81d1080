ALTER TABLE "model_readings" ADD COLUMN "base_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "model_readings" ADD COLUMN "token_budget" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "model_readings" DROP CONSTRAINT "model_readings_team_id_blob_sha256_analyst_version_model_pk";--> statement-breakpoint
ALTER TABLE "model_readings" ADD CONSTRAINT "model_readings_pk" PRIMARY KEY("team_id","blob_sha256","analyst_version","model","base_url","token_budget");
