-- The memos Allocator wrote before documents said so: they carry the description the memo writer gives
-- them. Their passages and figures stop being sources at once.
UPDATE "documents" SET "generated" = true
  WHERE "type" = 'memo' AND "description" = 'Investment committee memo written by Allocator from the analysis, documents and notes.';
--> statement-breakpoint
DELETE FROM "passages" WHERE "document_id" IN (SELECT "id" FROM "documents" WHERE "generated");
--> statement-breakpoint
DELETE FROM "document_facts" WHERE "document_id" IN (SELECT "id" FROM "documents" WHERE "generated");
