-- Search lexemes with their places and weights (docs/decisions.md, "Search"): the title's and tags'
-- weigh A, the text's B, so the full-text rank puts a post with the word in its title ahead of one
-- with it in its text; 0011's vectors had neither (array_to_tsvector), and ts_rank ignores weights
-- without places.
CREATE OR REPLACE FUNCTION fv_search_vector(a text, b text, c text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':' || least(place, 16383) || weight,
    ' '), '')::tsvector
  FROM (
    SELECT lexeme, place, 'A' AS weight FROM unnest(public.fv_search_lexemes(a, false)) WITH ORDINALITY AS t(lexeme, place)
    UNION ALL
    SELECT lexeme, 1000 + place, 'A' FROM unnest(public.fv_search_lexemes(b, false)) WITH ORDINALITY AS t(lexeme, place)
    UNION ALL
    SELECT lexeme, 2000 + place, 'B' FROM unnest(public.fv_search_lexemes(c, false)) WITH ORDINALITY AS t(lexeme, place)
  ) AS lexemes
$$;--> statement-breakpoint
-- Stored generated columns are computed when a row is written: write every row once more.
UPDATE "posts" SET "title" = "title";--> statement-breakpoint
UPDATE "users" SET "nickname" = "nickname";
