-- Nepali collation for Devanagari names (decision 0329): ICU's 'ne' rules, as the browser's
-- Intl.Collator('ne'). PostgreSQL built with ICU (Debian's, the official images) and PGlite (built
-- with ICU's root data) both create it.
CREATE COLLATION IF NOT EXISTS "nepali" (provider = icu, locale = 'ne');
