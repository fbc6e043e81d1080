CREATE TABLE "team_model_settings" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"base_url" text,
	"model" text,
	"api_key_sealed" text,
	"api_key_hint" text,
	"timeout_seconds" integer,
	"token_budget" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sent_to_model" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sent_to_model_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_model_settings" ADD CONSTRAINT "team_model_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;