CREATE TABLE `insight_lesson_days` (
	`course_slug` text NOT NULL,
	`measure` text NOT NULL,
	`day` integer NOT NULL,
	`lesson_slug` text NOT NULL,
	`value` integer NOT NULL,
	`members` integer NOT NULL,
	PRIMARY KEY(`course_slug`, `measure`, `day`, `lesson_slug`, `value`)
);
--> statement-breakpoint
CREATE TABLE `insight_lessons` (
	`course_slug` text NOT NULL,
	`lesson_slug` text NOT NULL,
	`video_minutes` integer NOT NULL,
	PRIMARY KEY(`course_slug`, `lesson_slug`)
);
--> statement-breakpoint
DROP INDEX `insight_course_members_completed_idx`;--> statement-breakpoint
ALTER TABLE `insight_course_members` ADD `active_at` integer;--> statement-breakpoint
ALTER TABLE `insight_course_members` ADD `completed_at` integer;--> statement-breakpoint
CREATE INDEX `insight_course_members_completed_at_idx` ON `insight_course_members` (`course_slug`,`completed`,`completed_at`);--> statement-breakpoint
CREATE INDEX `insight_course_members_active_at_idx` ON `insight_course_members` (`course_slug`,`active_at`);--> statement-breakpoint
-- The three triggers of 0010 repeated the same upserts for the old and the new row. Now
-- each write hands its old row (-1) and its new row (+1) to one view, whose trigger keeps
-- every summary; the course files' lessons (insight_lessons) are written, and the summaries
-- that depend on them filled, at the start of the server (docs/decisions/042-course-insight.md).
DROP TRIGGER `lesson_progress_insight_insert`;
--> statement-breakpoint
DROP TRIGGER `lesson_progress_insight_update`;
--> statement-breakpoint
DROP TRIGGER `lesson_progress_insight_delete`;
--> statement-breakpoint
CREATE VIEW `insight_progress_changes` AS
  SELECT 0 AS sign, user_id, course_slug, lesson_slug, completed, completed_changed_at, position_seconds, position_changed_at, watched_seconds
  FROM `lesson_progress` WHERE false;
--> statement-breakpoint
CREATE TRIGGER `insight_progress_change` INSTEAD OF INSERT ON `insight_progress_changes` BEGIN
  INSERT INTO `insight_lesson_counts` (course_slug, lesson_slug, measure, value, members)
    SELECT NEW.course_slug, NEW.lesson_slug, 'reached', 0, NEW.sign
    UNION ALL SELECT NEW.course_slug, NEW.lesson_slug, 'completed', 0, NEW.sign WHERE NEW.completed
    UNION ALL SELECT NEW.course_slug, NEW.lesson_slug, 'share', CAST(NEW.watched_seconds * 5 / 3 AS integer), NEW.sign
    UNION ALL SELECT NEW.course_slug, NEW.lesson_slug, 'stop', NEW.position_seconds / 6, NEW.sign WHERE NEW.position_changed_at IS NOT NULL
    ON CONFLICT (course_slug, lesson_slug, measure, value) DO UPDATE SET members = `insight_lesson_counts`.members + excluded.members;
  INSERT INTO `insight_member_weeks` (week, user_id, moments)
    SELECT week, NEW.user_id, NEW.sign * count(*) FROM (
      SELECT (NEW.position_changed_at - NEW.position_changed_at % 86400000 - ((NEW.position_changed_at / 86400000 + 3) % 7) * 86400000) AS week WHERE NEW.position_changed_at IS NOT NULL
      UNION ALL SELECT (NEW.completed_changed_at - NEW.completed_changed_at % 86400000 - ((NEW.completed_changed_at / 86400000 + 3) % 7) * 86400000) WHERE NEW.completed_changed_at IS NOT NULL
    ) AS moments WHERE true GROUP BY week
    ON CONFLICT (week, user_id) DO UPDATE SET moments = `insight_member_weeks`.moments + excluded.moments;
  DELETE FROM `insight_member_weeks` WHERE NEW.sign < 0 AND user_id = NEW.user_id AND moments = 0 AND week IN ((NEW.position_changed_at - NEW.position_changed_at % 86400000 - ((NEW.position_changed_at / 86400000 + 3) % 7) * 86400000), (NEW.completed_changed_at - NEW.completed_changed_at % 86400000 - ((NEW.completed_changed_at / 86400000 + 3) % 7) * 86400000));
  -- Per day: the latest moment of the row (reached, share), its completion, its position.
  INSERT INTO `insight_lesson_days` (course_slug, measure, day, lesson_slug, value, members)
    SELECT NEW.course_slug, moments.measure, moments.at - moments.at % 86400000, NEW.lesson_slug,
      CASE moments.measure
        WHEN 'share' THEN CASE WHEN NEW.watched_seconds >= lessons.video_minutes * 60 THEN 100 ELSE CAST(NEW.watched_seconds * 100 / (lessons.video_minutes * 60) AS integer) END
        WHEN 'stop' THEN CASE WHEN NEW.position_seconds >= lessons.video_minutes * 60 THEN 9 ELSE NEW.position_seconds * 10 / (lessons.video_minutes * 60) END
        ELSE 0 END,
      NEW.sign
    FROM `insight_lessons` AS lessons, (
      SELECT 'reached' AS measure, max(coalesce(NEW.position_changed_at, NEW.completed_changed_at), coalesce(NEW.completed_changed_at, NEW.position_changed_at)) AS at
      UNION ALL SELECT 'completed', NEW.completed_changed_at WHERE NEW.completed
      UNION ALL SELECT 'share', max(coalesce(NEW.position_changed_at, NEW.completed_changed_at), coalesce(NEW.completed_changed_at, NEW.position_changed_at))
      UNION ALL SELECT 'stop', NEW.position_changed_at
    ) AS moments
    WHERE lessons.course_slug = NEW.course_slug AND lessons.lesson_slug = NEW.lesson_slug AND moments.at IS NOT NULL
      AND (lessons.video_minutes > 0 OR moments.measure IN ('reached', 'completed'))
    ON CONFLICT (course_slug, measure, day, lesson_slug, value) DO UPDATE SET members = `insight_lesson_days`.members + excluded.members;
  DELETE FROM `insight_lesson_days` WHERE NEW.sign < 0 AND course_slug = NEW.course_slug AND lesson_slug = NEW.lesson_slug AND members = 0
    AND measure IN ('reached', 'completed', 'share', 'stop')
    AND day IN (NEW.position_changed_at - NEW.position_changed_at % 86400000, NEW.completed_changed_at - NEW.completed_changed_at % 86400000);
  -- The member's course, counted again from their rows of its listed lessons.
  DELETE FROM `insight_course_members` WHERE course_slug = NEW.course_slug AND user_id = NEW.user_id;
  INSERT INTO `insight_course_members` (course_slug, user_id, lessons, completed, active_at, completed_at)
    SELECT progress.course_slug, progress.user_id, count(*), sum(CASE WHEN progress.completed THEN 1 ELSE 0 END),
      max(max(coalesce(progress.position_changed_at, progress.completed_changed_at), coalesce(progress.completed_changed_at, progress.position_changed_at))),
      max(CASE WHEN progress.completed THEN progress.completed_changed_at END)
    FROM `lesson_progress` AS progress
    JOIN `insight_lessons` AS lessons ON lessons.course_slug = progress.course_slug AND lessons.lesson_slug = progress.lesson_slug
    WHERE progress.user_id = NEW.user_id AND progress.course_slug = NEW.course_slug
    GROUP BY progress.course_slug, progress.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `lesson_progress_insight_insert` AFTER INSERT ON `lesson_progress` BEGIN
  INSERT INTO `insight_progress_changes` VALUES
    (1, NEW.user_id, NEW.course_slug, NEW.lesson_slug, NEW.completed, NEW.completed_changed_at, NEW.position_seconds, NEW.position_changed_at, NEW.watched_seconds);
END;
--> statement-breakpoint
CREATE TRIGGER `lesson_progress_insight_update` AFTER UPDATE ON `lesson_progress` BEGIN
  INSERT INTO `insight_progress_changes` VALUES
    (-1, OLD.user_id, OLD.course_slug, OLD.lesson_slug, OLD.completed, OLD.completed_changed_at, OLD.position_seconds, OLD.position_changed_at, OLD.watched_seconds),
    (1, NEW.user_id, NEW.course_slug, NEW.lesson_slug, NEW.completed, NEW.completed_changed_at, NEW.position_seconds, NEW.position_changed_at, NEW.watched_seconds);
END;
--> statement-breakpoint
CREATE TRIGGER `lesson_progress_insight_delete` AFTER DELETE ON `lesson_progress` BEGIN
  INSERT INTO `insight_progress_changes` VALUES
    (-1, OLD.user_id, OLD.course_slug, OLD.lesson_slug, OLD.completed, OLD.completed_changed_at, OLD.position_seconds, OLD.position_changed_at, OLD.watched_seconds);
END;
