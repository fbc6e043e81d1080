CREATE TABLE "pipeline_versions" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pipeline_versions" ADD CONSTRAINT "pipeline_versions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "pipeline_versions" ("team_id") SELECT "id" FROM "teams";--> statement-breakpoint
CREATE FUNCTION "bump_pipeline_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A team being deleted takes its counter with it: only raise one that is still there.
    UPDATE "pipeline_versions" SET "version" = "version" + 1 WHERE "team_id" = OLD."team_id";
    RETURN OLD;
  END IF;
  INSERT INTO "pipeline_versions" ("team_id", "version") VALUES (NEW."team_id", 1)
    ON CONFLICT ("team_id") DO UPDATE SET "version" = "pipeline_versions"."version" + 1;
  IF TG_OP = 'UPDATE' AND OLD."team_id" <> NEW."team_id" THEN
    UPDATE "pipeline_versions" SET "version" = "version" + 1 WHERE "team_id" = OLD."team_id";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "investments_bump_pipeline_version" AFTER INSERT OR UPDATE OR DELETE ON "investments"
  FOR EACH ROW EXECUTE FUNCTION "bump_pipeline_version"();
