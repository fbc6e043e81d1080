-- A document's term counts become one row of parallel arrays (with its word total, which lived in
-- document_term_stats): writing a document's hundreds of terms as a row each, each with its key, cost
-- more than the rest of its database work together. The team's totals are unchanged: the rows are
-- copied across before the new triggers exist, so nothing is added twice.
CREATE TABLE "document_term_counts" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"document_created_at" timestamp with time zone NOT NULL,
	"words" integer NOT NULL,
	"kinds" text[] NOT NULL,
	"terms" text[] NOT NULL,
	"counts" integer[] NOT NULL
);
--> statement-breakpoint
INSERT INTO "document_term_counts" ("document_id", "team_id", "document_created_at", "words", "kinds", "terms", "counts")
  SELECT s."document_id", s."team_id", s."document_created_at", s."words",
    coalesce(t."kinds", '{}'), coalesce(t."terms", '{}'), coalesce(t."counts", '{}')
  FROM "document_term_stats" AS s
  LEFT JOIN (
    SELECT "document_id",
      array_agg("kind" ORDER BY "kind", "term") AS "kinds",
      array_agg("term" ORDER BY "kind", "term") AS "terms",
      array_agg("count" ORDER BY "kind", "term") AS "counts"
    FROM "document_terms" GROUP BY "document_id"
  ) AS t USING ("document_id");
--> statement-breakpoint
DROP TABLE "document_term_stats" CASCADE;--> statement-breakpoint
DROP TABLE "document_terms" CASCADE;--> statement-breakpoint
DROP FUNCTION "add_document_terms"();--> statement-breakpoint
DROP FUNCTION "remove_document_terms"();--> statement-breakpoint
DROP INDEX "team_terms_count_idx";--> statement-breakpoint
ALTER TABLE "document_term_counts" ADD CONSTRAINT "document_term_counts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_term_counts" ADD CONSTRAINT "document_term_counts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_term_counts_team_idx" ON "document_term_counts" USING btree ("team_id","document_created_at");--> statement-breakpoint
-- As before, one statement's documents are added up once (transition tables): two upserts of grouped
-- terms per statement. A count that falls to zero is removed, so a team's unique words are its rows.
CREATE FUNCTION "add_document_term_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_terms" ("team_id", "kind", "term", "count")
    SELECT a."team_id", t."kind", t."term", sum(t."count")
    FROM "added_documents" AS a, unnest(a."kinds", a."terms", a."counts") AS t("kind", "term", "count")
    GROUP BY 1, 2, 3
    ON CONFLICT ("team_id", "kind", "term") DO UPDATE SET "count" = "team_terms"."count" + excluded."count";
  INSERT INTO "team_term_days" ("team_id", "kind", "day", "term", "count")
    SELECT a."team_id", t."kind", (a."document_created_at" AT TIME ZONE 'UTC')::date, t."term", sum(t."count")
    FROM "added_documents" AS a, unnest(a."kinds", a."terms", a."counts") AS t("kind", "term", "count")
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("team_id", "kind", "day", "term") DO UPDATE SET "count" = "team_term_days"."count" + excluded."count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "remove_document_term_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "team_terms" AS t SET "count" = t."count" - r."count"
    FROM (
      SELECT d."team_id", u."kind", u."term", sum(u."count") AS "count"
      FROM "removed_documents" AS d, unnest(d."kinds", d."terms", d."counts") AS u("kind", "term", "count")
      GROUP BY 1, 2, 3
    ) AS r
    WHERE t."team_id" = r."team_id" AND t."kind" = r."kind" AND t."term" = r."term";
  DELETE FROM "team_terms" AS t
    USING (
      SELECT DISTINCT d."team_id", u."kind", u."term"
      FROM "removed_documents" AS d, unnest(d."kinds", d."terms") AS u("kind", "term")
    ) AS r
    WHERE t."team_id" = r."team_id" AND t."kind" = r."kind" AND t."term" = r."term" AND t."count" <= 0;
  UPDATE "team_term_days" AS t SET "count" = t."count" - r."count"
    FROM (
      SELECT d."team_id", u."kind", (d."document_created_at" AT TIME ZONE 'UTC')::date AS "day", u."term",
        sum(u."count") AS "count"
      FROM "removed_documents" AS d, unnest(d."kinds", d."terms", d."counts") AS u("kind", "term", "count")
      GROUP BY 1, 2, 3, 4
    ) AS r
    WHERE t."team_id" = r."team_id" AND t."kind" = r."kind" AND t."day" = r."day" AND t."term" = r."term";
  DELETE FROM "team_term_days" AS t
    USING (
      SELECT DISTINCT d."team_id", u."kind", (d."document_created_at" AT TIME ZONE 'UTC')::date AS "day", u."term"
      FROM "removed_documents" AS d, unnest(d."kinds", d."terms") AS u("kind", "term")
    ) AS r
    WHERE t."team_id" = r."team_id" AND t."kind" = r."kind" AND t."day" = r."day" AND t."term" = r."term" AND t."count" <= 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "document_term_counts_added" AFTER INSERT ON "document_term_counts"
  REFERENCING NEW TABLE AS "added_documents" FOR EACH STATEMENT EXECUTE FUNCTION "add_document_term_counts"();--> statement-breakpoint
CREATE TRIGGER "document_term_counts_removed" AFTER DELETE ON "document_term_counts"
  REFERENCING OLD TABLE AS "removed_documents" FOR EACH STATEMENT EXECUTE FUNCTION "remove_document_term_counts"();
