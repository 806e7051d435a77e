-- Imports (docs/import.md) find a partner's video already in the catalogue by its tube and id there.
CREATE INDEX videos_external ON videos (ex_tube, ex_id) WHERE ex_tube IS NOT NULL;
