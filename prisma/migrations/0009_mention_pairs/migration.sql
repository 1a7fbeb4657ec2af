-- Entity → document lookups that never visit the wide mention rows (index-only scans): relationship
-- graphs count the documents shared by their nodes among a query's documents.
CREATE INDEX mentions_entity_document_idx ON mentions (entity_id, document_id);
