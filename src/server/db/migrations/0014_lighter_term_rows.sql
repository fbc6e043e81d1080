ALTER TABLE "document_terms" DROP CONSTRAINT "document_terms_team_id_teams_id_fk";
--> statement-breakpoint
DROP INDEX "document_terms_team_idx";