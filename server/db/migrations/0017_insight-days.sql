CREATE TABLE "insight_lesson_days" (
	"course_slug" text NOT NULL,
	"measure" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"lesson_slug" text NOT NULL,
	"value" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "insight_lesson_days_course_slug_measure_day_lesson_slug_value_pk" PRIMARY KEY("course_slug","measure","day","lesson_slug","value")
);
--> statement-breakpoint
CREATE TABLE "insight_lessons" (
	"course_slug" text NOT NULL,
	"lesson_slug" text NOT NULL,
	"video_minutes" integer NOT NULL,
	CONSTRAINT "insight_lessons_course_slug_lesson_slug_pk" PRIMARY KEY("course_slug","lesson_slug")
);
--> statement-breakpoint
DROP INDEX "insight_course_members_completed_idx";--> statement-breakpoint
ALTER TABLE "insight_course_members" ADD COLUMN "active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insight_course_members" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "insight_course_members_completed_at_idx" ON "insight_course_members" USING btree ("course_slug","completed","completed_at");--> statement-breakpoint
CREATE INDEX "insight_course_members_active_at_idx" ON "insight_course_members" USING btree ("course_slug","active_at");--> statement-breakpoint
-- The trigger now also keeps the per-day counts and counts a member's course again from
-- their rows of its listed lessons; the course files' lessons (insight_lessons) are
-- written, and the summaries that depend on them filled, at the start of the server
-- (docs/decisions/042-course-insight.md). PL/pgSQL rather than SQL functions: it keeps
-- the statements' plans from one row to the next, a write costs a quarter of the time.
CREATE OR REPLACE FUNCTION "insight_count_progress"(r "lesson_progress", s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "insight_lesson_counts" (course_slug, lesson_slug, measure, value, members)
    SELECT r.course_slug, r.lesson_slug, 'reached', 0, s
    UNION ALL SELECT r.course_slug, r.lesson_slug, 'completed', 0, s WHERE r.completed
    UNION ALL SELECT r.course_slug, r.lesson_slug, 'share', CAST(floor(r.watched_seconds * 5 / 3) AS integer), s
    UNION ALL SELECT r.course_slug, r.lesson_slug, 'stop', r.position_seconds / 6, s WHERE r.position_changed_at IS NOT NULL
    ON CONFLICT (course_slug, lesson_slug, measure, value) DO UPDATE SET members = "insight_lesson_counts".members + excluded.members;
  INSERT INTO "insight_member_weeks" (week, user_id, moments)
    SELECT week, r.user_id, s * count(*) FROM (
      SELECT (date_trunc('week', r.position_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS week WHERE r.position_changed_at IS NOT NULL
      UNION ALL SELECT (date_trunc('week', r.completed_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') WHERE r.completed_changed_at IS NOT NULL
    ) AS moments WHERE true GROUP BY week
    ON CONFLICT (week, user_id) DO UPDATE SET moments = "insight_member_weeks".moments + excluded.moments;
  -- Per day: the latest moment of the row (reached, share), its completion, its position.
  INSERT INTO "insight_lesson_days" (course_slug, measure, day, lesson_slug, value, members)
    SELECT r.course_slug, moments.measure, date_trunc('day', moments.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', r.lesson_slug,
      CASE moments.measure
        WHEN 'share' THEN CASE WHEN r.watched_seconds >= lessons.video_minutes * 60 THEN 100 ELSE CAST(floor(r.watched_seconds * 100 / (lessons.video_minutes * 60)) AS integer) END
        WHEN 'stop' THEN CASE WHEN r.position_seconds >= lessons.video_minutes * 60 THEN 9 ELSE r.position_seconds * 10 / (lessons.video_minutes * 60) END
        ELSE 0 END,
      s
    FROM "insight_lessons" AS lessons, (
      SELECT 'reached' AS measure, greatest(r.position_changed_at, r.completed_changed_at) AS at
      UNION ALL SELECT 'completed', r.completed_changed_at WHERE r.completed
      UNION ALL SELECT 'share', greatest(r.position_changed_at, r.completed_changed_at)
      UNION ALL SELECT 'stop', r.position_changed_at
    ) AS moments
    WHERE lessons.course_slug = r.course_slug AND lessons.lesson_slug = r.lesson_slug AND moments.at IS NOT NULL
      AND (lessons.video_minutes > 0 OR moments.measure IN ('reached', 'completed'))
    ON CONFLICT (course_slug, measure, day, lesson_slug, value) DO UPDATE SET members = "insight_lesson_days".members + excluded.members;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insight_forget_progress"(r "lesson_progress") RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "insight_member_weeks" WHERE user_id = r.user_id AND moments = 0 AND week IN ((date_trunc('week', r.position_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), (date_trunc('week', r.completed_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'));
  DELETE FROM "insight_lesson_days" WHERE course_slug = r.course_slug AND lesson_slug = r.lesson_slug AND members = 0
    AND measure IN ('reached', 'completed', 'share', 'stop')
    AND day IN ((date_trunc('day', r.position_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), (date_trunc('day', r.completed_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'));
END
$$;
--> statement-breakpoint
CREATE FUNCTION "insight_count_member"(member uuid, course text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One recount of a member's course at a time: two reports at the same moment would each
  -- delete the row and insert their own count, and the second insert would collide.
  -- After the wait, the statements below see the other one's committed rows.
  PERFORM pg_advisory_xact_lock(hashtext('insight_course_members'), hashtext(member::text || '/' || course));
  DELETE FROM "insight_course_members" WHERE course_slug = course AND user_id = member;
  INSERT INTO "insight_course_members" (course_slug, user_id, lessons, completed, active_at, completed_at)
    SELECT progress.course_slug, progress.user_id, count(*), sum(CASE WHEN progress.completed THEN 1 ELSE 0 END),
      max(greatest(progress.position_changed_at, progress.completed_changed_at)),
      max(CASE WHEN progress.completed THEN progress.completed_changed_at END)
    FROM "lesson_progress" AS progress
    JOIN "insight_lessons" AS lessons ON lessons.course_slug = progress.course_slug AND lessons.lesson_slug = progress.lesson_slug
    WHERE progress.user_id = member AND progress.course_slug = course
    GROUP BY progress.course_slug, progress.user_id;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lesson_progress_insight"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "insight_count_progress"(OLD, -1);
    PERFORM "insight_forget_progress"(OLD);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "insight_count_progress"(NEW, 1);
    PERFORM "insight_count_member"(NEW.user_id, NEW.course_slug);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.user_id, OLD.course_slug) IS DISTINCT FROM (NEW.user_id, NEW.course_slug)) THEN
    PERFORM "insight_count_member"(OLD.user_id, OLD.course_slug);
  END IF;
  RETURN NULL;
END
$$;
