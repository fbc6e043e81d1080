CREATE TABLE "stored_analyses" (
	"investment_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"data_version" text NOT NULL,
	"analysis" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_analyses" ADD CONSTRAINT "stored_analyses_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_analyses" ADD CONSTRAINT "stored_analyses_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;