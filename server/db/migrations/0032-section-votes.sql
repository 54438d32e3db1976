-- Votes on a section's tile (the tiles of section type 48 show the stars of the section they open):
-- one row per learner and voted element, 1 to 5 stars, a new vote replacing the learner's last. The
-- fixture's rating and numberVotes of the tile are the baseline these votes are added to. A content's
-- votes stay in content_progress.vote; element_type leaves room for other elements later.
CREATE TABLE IF NOT EXISTS section_votes (
  id_app       integer  NOT NULL,
  id_user      integer  NOT NULL,
  element_type text     NOT NULL CHECK (element_type IN ('SECTION')),
  id_element   integer  NOT NULL,
  vote         smallint NOT NULL CHECK (vote BETWEEN 1 AND 5),
  voted_at     timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_user, element_type, id_element)
);
CREATE INDEX IF NOT EXISTS section_votes_element ON section_votes (id_app, element_type, id_element);
