-- The catalogue's 'other_amount' is the registry's 'other': a figure no concept claims. Facts read by an
-- older analyst keep serving under the new name until the background re-analysis replaces them.
UPDATE "document_facts" SET "concept" = 'other' WHERE "concept" = 'other_amount';
