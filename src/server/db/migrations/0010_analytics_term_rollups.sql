-- The team's term counts per upload day and in all follow document_terms: one statement's rows are
-- added up once (transition tables), so storing a document's thousand terms costs two upserts of
-- grouped rows, not a thousand row triggers. A count that falls to zero is removed, so a team's
-- unique words are its rows.
CREATE FUNCTION "add_document_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_terms" ("team_id", "kind", "term", "count")
    SELECT "team_id", "kind", "term", sum("count") FROM "added_terms" GROUP BY 1, 2, 3
    ON CONFLICT ("team_id", "kind", "term") DO UPDATE SET "count" = "team_terms"."count" + excluded."count";
  INSERT INTO "team_term_days" ("team_id", "kind", "day", "term", "count")
    SELECT "team_id", "kind", ("document_created_at" AT TIME ZONE 'UTC')::date, "term", sum("count")
    FROM "added_terms" GROUP BY 1, 2, 3, 4
    ON CONFLICT ("team_id", "kind", "day", "term") DO UPDATE SET "count" = "team_term_days"."count" + excluded."count";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "remove_document_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "team_terms" AS t SET "count" = t."count" - r."count"
    FROM (SELECT "team_id", "kind", "term", sum("count") AS "count" FROM "removed_terms" GROUP BY 1, 2, 3) AS r
    WHERE t."team_id" = r."team_id" AND t."kind" = r."kind" AND t."term" = r."term";
  DELETE FROM "team_terms" AS t USING (SELECT DISTINCT "team_id", "kind", "term" FROM "removed_terms") AS r
    WHERE t."team_id" = r."team_id" AND t."kind" = r."kind" AND t."term" = r."term" AND t."count" <= 0;
  UPDATE "team_term_days" AS t SET "count" = t."count" - r."count"
    FROM (
      SELECT "team_id", "kind", ("document_created_at" AT TIME ZONE 'UTC')::date AS "day", "term", sum("count") AS "count"
      FROM "removed_terms" GROUP BY 1, 2, 3, 4
    ) AS r
    WHERE t."team_id" = r."team_id" AND t."kind" = r."kind" AND t."day" = r."day" AND t."term" = r."term";
  DELETE FROM "team_term_days" AS t
    USING (SELECT DISTINCT "team_id", "kind", ("document_created_at" AT TIME ZONE 'UTC')::date AS "day", "term" FROM "removed_terms") AS r
    WHERE t."team_id" = r."team_id" AND t."kind" = r."kind" AND t."day" = r."day" AND t."term" = r."term" AND t."count" <= 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "document_terms_added" AFTER INSERT ON "document_terms"
  REFERENCING NEW TABLE AS "added_terms" FOR EACH STATEMENT EXECUTE FUNCTION "add_document_terms"();--> statement-breakpoint
CREATE TRIGGER "document_terms_removed" AFTER DELETE ON "document_terms"
  REFERENCING OLD TABLE AS "removed_terms" FOR EACH STATEMENT EXECUTE FUNCTION "remove_document_terms"();
