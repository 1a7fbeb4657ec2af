-- DECISIONS 15: an API key needs its digest unless it was created as a key-only key. A key travels in clear
-- text in every signed URL, so every key made before this rule (all created without a digest requirement by
-- default) now requires a digest; a key-only key has to be created anew, explicitly.
UPDATE api_keys SET digest_required = true WHERE NOT digest_required;
ALTER TABLE api_keys ALTER COLUMN digest_required SET DEFAULT true;
