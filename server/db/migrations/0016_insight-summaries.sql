CREATE TABLE "insight_course_members" (
	"course_slug" text NOT NULL,
	"user_id" uuid NOT NULL,
	"lessons" integer NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "insight_course_members_course_slug_user_id_pk" PRIMARY KEY("course_slug","user_id")
);
--> statement-breakpoint
CREATE TABLE "insight_lesson_counts" (
	"course_slug" text NOT NULL,
	"lesson_slug" text NOT NULL,
	"measure" text NOT NULL,
	"value" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "insight_lesson_counts_course_slug_lesson_slug_measure_value_pk" PRIMARY KEY("course_slug","lesson_slug","measure","value")
);
--> statement-breakpoint
CREATE TABLE "insight_member_weeks" (
	"week" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"moments" integer NOT NULL,
	CONSTRAINT "insight_member_weeks_week_user_id_pk" PRIMARY KEY("week","user_id")
);
--> statement-breakpoint
CREATE INDEX "insight_course_members_completed_idx" ON "insight_course_members" USING btree ("course_slug","completed");--> statement-breakpoint
CREATE INDEX "lesson_progress_position_changed_at_idx" ON "lesson_progress" USING btree ("position_changed_at");--> statement-breakpoint
CREATE INDEX "lesson_progress_completed_changed_at_idx" ON "lesson_progress" USING btree ("completed_changed_at");
--> statement-breakpoint
-- The summaries start from the rows already stored; from here on the triggers below keep
-- them in the transaction of every write to lesson_progress (docs/decisions/042-course-insight.md).
INSERT INTO "insight_lesson_counts" (course_slug, lesson_slug, measure, value, members)
SELECT course_slug, lesson_slug, 'reached', 0, count(*) FROM "lesson_progress" GROUP BY course_slug, lesson_slug
UNION ALL SELECT course_slug, lesson_slug, 'completed', 0, count(*) FROM "lesson_progress" WHERE completed GROUP BY course_slug, lesson_slug
UNION ALL SELECT course_slug, lesson_slug, 'share', value, count(*) FROM (SELECT course_slug, lesson_slug, CAST(floor(watched_seconds * 5 / 3) AS integer) AS value FROM "lesson_progress") AS shares GROUP BY course_slug, lesson_slug, value
UNION ALL SELECT course_slug, lesson_slug, 'stop', value, count(*) FROM (SELECT course_slug, lesson_slug, position_seconds / 6 AS value FROM "lesson_progress" WHERE position_changed_at IS NOT NULL) AS stops GROUP BY course_slug, lesson_slug, value;
--> statement-breakpoint
INSERT INTO "insight_course_members" (course_slug, user_id, lessons, completed)
SELECT course_slug, user_id, count(*), sum(CASE WHEN completed THEN 1 ELSE 0 END) FROM "lesson_progress" GROUP BY course_slug, user_id;
--> statement-breakpoint
INSERT INTO "insight_member_weeks" (week, user_id, moments)
SELECT week, user_id, count(*) FROM (
  SELECT (date_trunc('week', position_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS week, user_id FROM "lesson_progress" WHERE position_changed_at IS NOT NULL
  UNION ALL SELECT (date_trunc('week', completed_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), user_id FROM "lesson_progress" WHERE completed_changed_at IS NOT NULL
) AS moments GROUP BY week, user_id;
--> statement-breakpoint
CREATE FUNCTION "insight_count_progress"(r "lesson_progress", s integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "insight_lesson_counts" (course_slug, lesson_slug, measure, value, members)
    SELECT r.course_slug, r.lesson_slug, 'reached', 0, s
    UNION ALL SELECT r.course_slug, r.lesson_slug, 'completed', 0, s WHERE r.completed
    UNION ALL SELECT r.course_slug, r.lesson_slug, 'share', CAST(floor(r.watched_seconds * 5 / 3) AS integer), s
    UNION ALL SELECT r.course_slug, r.lesson_slug, 'stop', r.position_seconds / 6, s WHERE r.position_changed_at IS NOT NULL
    ON CONFLICT (course_slug, lesson_slug, measure, value) DO UPDATE SET members = "insight_lesson_counts".members + excluded.members;
  INSERT INTO "insight_course_members" (course_slug, user_id, lessons, completed)
    VALUES (r.course_slug, r.user_id, s, s * CASE WHEN r.completed THEN 1 ELSE 0 END)
    ON CONFLICT (course_slug, user_id) DO UPDATE SET lessons = "insight_course_members".lessons + excluded.lessons, completed = "insight_course_members".completed + excluded.completed;
  INSERT INTO "insight_member_weeks" (week, user_id, moments)
    SELECT week, r.user_id, s * count(*) FROM (
      SELECT (date_trunc('week', r.position_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS week WHERE r.position_changed_at IS NOT NULL
      UNION ALL SELECT (date_trunc('week', r.completed_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') WHERE r.completed_changed_at IS NOT NULL
    ) AS moments WHERE true GROUP BY week
    ON CONFLICT (week, user_id) DO UPDATE SET moments = "insight_member_weeks".moments + excluded.moments;
$$;
--> statement-breakpoint
CREATE FUNCTION "insight_forget_progress"(r "lesson_progress") RETURNS void LANGUAGE sql AS $$
  DELETE FROM "insight_course_members" WHERE course_slug = r.course_slug AND user_id = r.user_id AND lessons = 0;
  DELETE FROM "insight_member_weeks" WHERE user_id = r.user_id AND moments = 0 AND week IN ((date_trunc('week', r.position_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), (date_trunc('week', r.completed_changed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'));
$$;
--> statement-breakpoint
CREATE FUNCTION "lesson_progress_insight"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "insight_count_progress"(OLD, -1);
    PERFORM "insight_forget_progress"(OLD);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "insight_count_progress"(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lesson_progress_insight" AFTER INSERT OR UPDATE OR DELETE ON "lesson_progress"
FOR EACH ROW EXECUTE PROCEDURE "lesson_progress_insight"();
