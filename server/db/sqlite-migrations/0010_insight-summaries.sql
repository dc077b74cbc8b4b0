CREATE TABLE `insight_course_members` (
	`course_slug` text NOT NULL,
	`user_id` text NOT NULL,
	`lessons` integer NOT NULL,
	`completed` integer NOT NULL,
	PRIMARY KEY(`course_slug`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `insight_course_members_completed_idx` ON `insight_course_members` (`course_slug`,`completed`);--> statement-breakpoint
CREATE TABLE `insight_lesson_counts` (
	`course_slug` text NOT NULL,
	`lesson_slug` text NOT NULL,
	`measure` text NOT NULL,
	`value` integer NOT NULL,
	`members` integer NOT NULL,
	PRIMARY KEY(`course_slug`, `lesson_slug`, `measure`, `value`)
);
--> statement-breakpoint
CREATE TABLE `insight_member_weeks` (
	`week` integer NOT NULL,
	`user_id` text NOT NULL,
	`moments` integer NOT NULL,
	PRIMARY KEY(`week`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `lesson_progress_position_changed_at_idx` ON `lesson_progress` (`position_changed_at`);--> statement-breakpoint
CREATE INDEX `lesson_progress_completed_changed_at_idx` ON `lesson_progress` (`completed_changed_at`);
--> statement-breakpoint
-- The summaries start from the rows already stored; from here on the triggers below keep
-- them in the transaction of every write to lesson_progress (docs/decisions/042-course-insight.md).
INSERT INTO `insight_lesson_counts` (course_slug, lesson_slug, measure, value, members)
SELECT course_slug, lesson_slug, 'reached', 0, count(*) FROM `lesson_progress` GROUP BY course_slug, lesson_slug
UNION ALL SELECT course_slug, lesson_slug, 'completed', 0, count(*) FROM `lesson_progress` WHERE completed GROUP BY course_slug, lesson_slug
UNION ALL SELECT course_slug, lesson_slug, 'share', value, count(*) FROM (SELECT course_slug, lesson_slug, CAST(watched_seconds * 5 / 3 AS integer) AS value FROM `lesson_progress`) AS shares GROUP BY course_slug, lesson_slug, value
UNION ALL SELECT course_slug, lesson_slug, 'stop', value, count(*) FROM (SELECT course_slug, lesson_slug, position_seconds / 6 AS value FROM `lesson_progress` WHERE position_changed_at IS NOT NULL) AS stops GROUP BY course_slug, lesson_slug, value;
--> statement-breakpoint
INSERT INTO `insight_course_members` (course_slug, user_id, lessons, completed)
SELECT course_slug, user_id, count(*), sum(CASE WHEN completed THEN 1 ELSE 0 END) FROM `lesson_progress` GROUP BY course_slug, user_id;
--> statement-breakpoint
INSERT INTO `insight_member_weeks` (week, user_id, moments)
SELECT week, user_id, count(*) FROM (
  SELECT (position_changed_at - position_changed_at % 86400000 - ((position_changed_at / 86400000 + 3) % 7) * 86400000) AS week, user_id FROM `lesson_progress` WHERE position_changed_at IS NOT NULL
  UNION ALL SELECT (completed_changed_at - completed_changed_at % 86400000 - ((completed_changed_at / 86400000 + 3) % 7) * 86400000), user_id FROM `lesson_progress` WHERE completed_changed_at IS NOT NULL
) AS moments GROUP BY week, user_id;
--> statement-breakpoint
CREATE TRIGGER `lesson_progress_insight_insert` AFTER INSERT ON `lesson_progress` BEGIN
  INSERT INTO `insight_lesson_counts` (course_slug, lesson_slug, measure, value, members)
    SELECT NEW.course_slug, NEW.lesson_slug, 'reached', 0, 1
    UNION ALL SELECT NEW.course_slug, NEW.lesson_slug, 'completed', 0, 1 WHERE NEW.completed
    UNION ALL SELECT NEW.course_slug, NEW.lesson_slug, 'share', CAST(NEW.watched_seconds * 5 / 3 AS integer), 1
    UNION ALL SELECT NEW.course_slug, NEW.lesson_slug, 'stop', NEW.position_seconds / 6, 1 WHERE NEW.position_changed_at IS NOT NULL
    ON CONFLICT (course_slug, lesson_slug, measure, value) DO UPDATE SET members = `insight_lesson_counts`.members + excluded.members;
  INSERT INTO `insight_course_members` (course_slug, user_id, lessons, completed)
    VALUES (NEW.course_slug, NEW.user_id, 1, 1 * CASE WHEN NEW.completed THEN 1 ELSE 0 END)
    ON CONFLICT (course_slug, user_id) DO UPDATE SET lessons = `insight_course_members`.lessons + excluded.lessons, completed = `insight_course_members`.completed + excluded.completed;
  INSERT INTO `insight_member_weeks` (week, user_id, moments)
    SELECT week, NEW.user_id, 1 * count(*) FROM (
      SELECT (NEW.position_changed_at - NEW.position_changed_at % 86400000 - ((NEW.position_changed_at / 86400000 + 3) % 7) * 86400000) AS week WHERE NEW.position_changed_at IS NOT NULL
      UNION ALL SELECT (NEW.completed_changed_at - NEW.completed_changed_at % 86400000 - ((NEW.completed_changed_at / 86400000 + 3) % 7) * 86400000) WHERE NEW.completed_changed_at IS NOT NULL
    ) AS moments WHERE true GROUP BY week
    ON CONFLICT (week, user_id) DO UPDATE SET moments = `insight_member_weeks`.moments + excluded.moments;
END;
--> statement-breakpoint
CREATE TRIGGER `lesson_progress_insight_update` AFTER UPDATE ON `lesson_progress` BEGIN
  INSERT INTO `insight_lesson_counts` (course_slug, lesson_slug, measure, value, members)
    SELECT OLD.course_slug, OLD.lesson_slug, 'reached', 0, -1
    UNION ALL SELECT OLD.course_slug, OLD.lesson_slug, 'completed', 0, -1 WHERE OLD.completed
    UNION ALL SELECT OLD.course_slug, OLD.lesson_slug, 'share', CAST(OLD.watched_seconds * 5 / 3 AS integer), -1
    UNION ALL SELECT OLD.course_slug, OLD.lesson_slug, 'stop', OLD.position_seconds / 6, -1 WHERE OLD.position_changed_at IS NOT NULL
    ON CONFLICT (course_slug, lesson_slug, measure, value) DO UPDATE SET members = `insight_lesson_counts`.members + excluded.members;
  INSERT INTO `insight_course_members` (course_slug, user_id, lessons, completed)
    VALUES (OLD.course_slug, OLD.user_id, -1, -1 * CASE WHEN OLD.completed THEN 1 ELSE 0 END)
    ON CONFLICT (course_slug, user_id) DO UPDATE SET lessons = `insight_course_members`.lessons + excluded.lessons, completed = `insight_course_members`.completed + excluded.completed;
  INSERT INTO `insight_member_weeks` (week, user_id, moments)
    SELECT week, OLD.user_id, -1 * count(*) FROM (
      SELECT (OLD.position_changed_at - OLD.position_changed_at % 86400000 - ((OLD.position_changed_at / 86400000 + 3) % 7) * 86400000) AS week WHERE OLD.position_changed_at IS NOT NULL
      UNION ALL SELECT (OLD.completed_changed_at - OLD.completed_changed_at % 86400000 - ((OLD.completed_changed_at / 86400000 + 3) % 7) * 86400000) WHERE OLD.completed_changed_at IS NOT NULL
    ) AS moments WHERE true GROUP BY week
    ON CONFLICT (week, user_id) DO UPDATE SET moments = `insight_member_weeks`.moments + excluded.moments;
  DELETE FROM `insight_course_members` WHERE course_slug = OLD.course_slug AND user_id = OLD.user_id AND lessons = 0;
  DELETE FROM `insight_member_weeks` WHERE user_id = OLD.user_id AND moments = 0 AND week IN ((OLD.position_changed_at - OLD.position_changed_at % 86400000 - ((OLD.position_changed_at / 86400000 + 3) % 7) * 86400000), (OLD.completed_changed_at - OLD.completed_changed_at % 86400000 - ((OLD.completed_changed_at / 86400000 + 3) % 7) * 86400000));
  INSERT INTO `insight_lesson_counts` (course_slug, lesson_slug, measure, value, members)
    SELECT NEW.course_slug, NEW.lesson_slug, 'reached', 0, 1
    UNION ALL SELECT NEW.course_slug, NEW.lesson_slug, 'completed', 0, 1 WHERE NEW.completed
    UNION ALL SELECT NEW.course_slug, NEW.lesson_slug, 'share', CAST(NEW.watched_seconds * 5 / 3 AS integer), 1
    UNION ALL SELECT NEW.course_slug, NEW.lesson_slug, 'stop', NEW.position_seconds / 6, 1 WHERE NEW.position_changed_at IS NOT NULL
    ON CONFLICT (course_slug, lesson_slug, measure, value) DO UPDATE SET members = `insight_lesson_counts`.members + excluded.members;
  INSERT INTO `insight_course_members` (course_slug, user_id, lessons, completed)
    VALUES (NEW.course_slug, NEW.user_id, 1, 1 * CASE WHEN NEW.completed THEN 1 ELSE 0 END)
    ON CONFLICT (course_slug, user_id) DO UPDATE SET lessons = `insight_course_members`.lessons + excluded.lessons, completed = `insight_course_members`.completed + excluded.completed;
  INSERT INTO `insight_member_weeks` (week, user_id, moments)
    SELECT week, NEW.user_id, 1 * count(*) FROM (
      SELECT (NEW.position_changed_at - NEW.position_changed_at % 86400000 - ((NEW.position_changed_at / 86400000 + 3) % 7) * 86400000) AS week WHERE NEW.position_changed_at IS NOT NULL
      UNION ALL SELECT (NEW.completed_changed_at - NEW.completed_changed_at % 86400000 - ((NEW.completed_changed_at / 86400000 + 3) % 7) * 86400000) WHERE NEW.completed_changed_at IS NOT NULL
    ) AS moments WHERE true GROUP BY week
    ON CONFLICT (week, user_id) DO UPDATE SET moments = `insight_member_weeks`.moments + excluded.moments;
END;
--> statement-breakpoint
CREATE TRIGGER `lesson_progress_insight_delete` AFTER DELETE ON `lesson_progress` BEGIN
  INSERT INTO `insight_lesson_counts` (course_slug, lesson_slug, measure, value, members)
    SELECT OLD.course_slug, OLD.lesson_slug, 'reached', 0, -1
    UNION ALL SELECT OLD.course_slug, OLD.lesson_slug, 'completed', 0, -1 WHERE OLD.completed
    UNION ALL SELECT OLD.course_slug, OLD.lesson_slug, 'share', CAST(OLD.watched_seconds * 5 / 3 AS integer), -1
    UNION ALL SELECT OLD.course_slug, OLD.lesson_slug, 'stop', OLD.position_seconds / 6, -1 WHERE OLD.position_changed_at IS NOT NULL
    ON CONFLICT (course_slug, lesson_slug, measure, value) DO UPDATE SET members = `insight_lesson_counts`.members + excluded.members;
  INSERT INTO `insight_course_members` (course_slug, user_id, lessons, completed)
    VALUES (OLD.course_slug, OLD.user_id, -1, -1 * CASE WHEN OLD.completed THEN 1 ELSE 0 END)
    ON CONFLICT (course_slug, user_id) DO UPDATE SET lessons = `insight_course_members`.lessons + excluded.lessons, completed = `insight_course_members`.completed + excluded.completed;
  INSERT INTO `insight_member_weeks` (week, user_id, moments)
    SELECT week, OLD.user_id, -1 * count(*) FROM (
      SELECT (OLD.position_changed_at - OLD.position_changed_at % 86400000 - ((OLD.position_changed_at / 86400000 + 3) % 7) * 86400000) AS week WHERE OLD.position_changed_at IS NOT NULL
      UNION ALL SELECT (OLD.completed_changed_at - OLD.completed_changed_at % 86400000 - ((OLD.completed_changed_at / 86400000 + 3) % 7) * 86400000) WHERE OLD.completed_changed_at IS NOT NULL
    ) AS moments WHERE true GROUP BY week
    ON CONFLICT (week, user_id) DO UPDATE SET moments = `insight_member_weeks`.moments + excluded.moments;
  DELETE FROM `insight_course_members` WHERE course_slug = OLD.course_slug AND user_id = OLD.user_id AND lessons = 0;
  DELETE FROM `insight_member_weeks` WHERE user_id = OLD.user_id AND moments = 0 AND week IN ((OLD.position_changed_at - OLD.position_changed_at % 86400000 - ((OLD.position_changed_at / 86400000 + 3) % 7) * 86400000), (OLD.completed_changed_at - OLD.completed_changed_at % 86400000 - ((OLD.completed_changed_at / 86400000 + 3) % 7) * 86400000));
END;
