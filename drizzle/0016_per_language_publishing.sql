-- Per-language publishing: each language version has its own state, publication and schedule;
-- a newsletter campaign per post and language.
ALTER TABLE "newsletter_campaigns" DROP CONSTRAINT "newsletter_campaigns_post_id_unique";--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "language" "lang" DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "status" "post_status";--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_campaigns_post_language_idx" ON "newsletter_campaigns" USING btree ("post_id","language");
--> statement-breakpoint
-- Each language version gets the state its post had: nothing public changes.
UPDATE "post_contents" pc
   SET "status" = p."status", "published_at" = p."published_at", "scheduled_at" = p."scheduled_at"
  FROM "posts" p
 WHERE p."id" = pc."post_id";
--> statement-breakpoint
ALTER TABLE "post_contents" ALTER COLUMN "status" SET NOT NULL;
--> statement-breakpoint
-- A scheduled post's one job becomes one job per scheduled version (`publish-post:<post>:<language>`).
INSERT INTO "jobs" ("key", "kind", "payload", "run_at")
SELECT j."key" || ':' || pc."language", j."kind", j."payload" || jsonb_build_object('language', pc."language"), j."run_at"
  FROM "jobs" j
  JOIN "post_contents" pc ON pc."post_id"::text = j."payload"->>'postId' AND pc."status"::text = 'scheduled'
 WHERE j."kind" = 'publish-post' AND j."status" = 'queued' AND j."key" !~ ':(es|en)$'
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "jobs" SET "status" = 'cancelled', "finished_at" = now()
 WHERE "kind" = 'publish-post' AND "status" = 'queued' AND "key" !~ ':(es|en)$';
--> statement-breakpoint
-- sole_language now means "the post's only published version": the other language's pages and
-- search show it too. It follows the versions' states.
CREATE OR REPLACE FUNCTION post_contents_sole_language() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  pid uuid;
BEGIN
  FOR pid IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.post_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.post_id END]) AS x
     WHERE x IS NOT NULL ORDER BY x
  LOOP
    PERFORM 1 FROM posts WHERE id = pid FOR NO KEY UPDATE;
    UPDATE post_contents pc
       SET sole_language = s.sole
      FROM (SELECT NOT EXISTS (SELECT 1 FROM post_contents o
                                WHERE o.post_id = pid AND o.language <> c.language AND o.status = 'published') AS sole, c.language
              FROM post_contents c WHERE c.post_id = pid) s
     WHERE pc.post_id = pid AND pc.language = s.language AND pc.sole_language IS DISTINCT FROM s.sole;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS post_contents_sole_language ON post_contents;
--> statement-breakpoint
CREATE TRIGGER post_contents_sole_language AFTER INSERT OR DELETE OR UPDATE OF post_id, language, status ON post_contents
  FOR EACH ROW EXECUTE FUNCTION post_contents_sole_language();
--> statement-breakpoint
-- listed_at: the post's date (its first publication in either language) while this version is
-- published, else null; sole_language: no other version of the post is published.
CREATE OR REPLACE FUNCTION post_contents_listed_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  p posts%ROWTYPE;
BEGIN
  SELECT * INTO p FROM posts WHERE id = NEW.post_id FOR NO KEY UPDATE;
  -- A row inserted without a state takes its post's (the column has no default of its own).
  IF TG_OP = 'INSERT' AND NEW.status IS NULL THEN
    NEW.status := coalesce(p.status, 'draft');
    NEW.published_at := coalesce(NEW.published_at, CASE WHEN NEW.status IN ('published', 'archived') THEN p.published_at END);
    NEW.scheduled_at := coalesce(NEW.scheduled_at, CASE WHEN NEW.status = 'scheduled' THEN p.scheduled_at END);
  END IF;
  NEW.listed_at := CASE WHEN NEW.status = 'published' THEN coalesce(p.published_at, '-infinity') END;
  NEW.sole_language := NOT EXISTS (SELECT 1 FROM post_contents o
                                    WHERE o.post_id = NEW.post_id AND o.language <> NEW.language AND o.status = 'published');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS post_contents_listed_at ON post_contents;
--> statement-breakpoint
CREATE TRIGGER post_contents_listed_at BEFORE INSERT OR UPDATE OF post_id, language, status ON post_contents
  FOR EACH ROW EXECUTE FUNCTION post_contents_listed_at();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_listed_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE post_contents
     SET listed_at = CASE WHEN status = 'published' THEN coalesce(NEW.published_at, '-infinity') END
   WHERE post_id = NEW.id
     AND listed_at IS DISTINCT FROM CASE WHEN status = 'published' THEN coalesce(NEW.published_at, '-infinity') END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_listed_at ON posts;
--> statement-breakpoint
CREATE TRIGGER posts_listed_at AFTER UPDATE OF published_at ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_listed_at();
--> statement-breakpoint
UPDATE "post_contents" SET "status" = "status";
