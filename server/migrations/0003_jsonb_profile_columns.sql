-- descriptions and json_info held JSON as text; they become jsonb. Existing values convert as the
-- server used to read them: a JSON object stays as it is, anything else (not JSON, or JSON that is
-- not an object) becomes {}. The helper function exists only during this migration.
CREATE FUNCTION "fanvault_text_to_jsonb_object"(value text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parsed jsonb;
BEGIN
  parsed := value::jsonb;
  IF jsonb_typeof(parsed) = 'object' THEN
    RETURN parsed;
  END IF;
  RETURN '{}'::jsonb;
EXCEPTION WHEN others THEN
  RETURN '{}'::jsonb;
END;
$$;--> statement-breakpoint
ALTER TABLE "creator_profiles" ALTER COLUMN "descriptions" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "creator_profiles" ALTER COLUMN "descriptions" SET DATA TYPE jsonb USING "fanvault_text_to_jsonb_object"("descriptions");--> statement-breakpoint
ALTER TABLE "creator_profiles" ALTER COLUMN "descriptions" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "creator_profiles" ALTER COLUMN "json_info" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "creator_profiles" ALTER COLUMN "json_info" SET DATA TYPE jsonb USING "fanvault_text_to_jsonb_object"("json_info");--> statement-breakpoint
ALTER TABLE "creator_profiles" ALTER COLUMN "json_info" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
DROP FUNCTION "fanvault_text_to_jsonb_object"(text);
