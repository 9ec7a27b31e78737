-- The old receipts table held only the preview's numbering columns and nothing ever wrote it: the
-- receipt register (0029, decision 0322) replaces it.
DROP TABLE "receipts" CASCADE;