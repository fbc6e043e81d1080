CREATE TABLE "model_readings" (
	"team_id" integer NOT NULL,
	"blob_sha256" text NOT NULL,
	"analyst_version" integer NOT NULL,
	"model" text NOT NULL,
	"reading" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_readings_team_id_blob_sha256_analyst_version_model_pk" PRIMARY KEY("team_id","blob_sha256","analyst_version","model")
);
--> statement-breakpoint
ALTER TABLE "document_facts" ADD COLUMN "reader" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "model_readings" ADD CONSTRAINT "model_readings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;