CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`admin_id` text NOT NULL,
	`admin_email` text NOT NULL,
	`action` text NOT NULL,
	`subject_id` text,
	`subject_label` text NOT NULL,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject_id`);--> statement-breakpoint
CREATE TABLE `contact_tags` (
	`user_id` text NOT NULL,
	`tag_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `tag_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_tags_tag_idx` ON `contact_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_name_lower_unique` ON `tags` (lower("name"));--> statement-breakpoint
ALTER TABLE `users` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_name_lower_idx` ON `users` (lower("name"),`id`);--> statement-breakpoint
CREATE INDEX `users_last_sign_in_idx` ON `users` (`last_sign_in_at`,`id`);--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log entries are never changed, and removed only after three years'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` WHEN OLD.`at` >= (CAST(strftime('%s', 'now') AS INTEGER) - 94608000) * 1000 BEGIN SELECT RAISE(ABORT, 'audit_log entries are never changed, and removed only after three years'); END;--> statement-breakpoint
UPDATE `users` SET `search_text` = lower(replace(replace(replace(`name`, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')) || char(10) || lower(`email`);--> statement-breakpoint
CREATE TRIGGER `users_search_text_insert` AFTER INSERT ON `users` BEGIN UPDATE `users` SET `search_text` = lower(replace(replace(replace(NEW.`name`, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')) || char(10) || lower(NEW.`email`) WHERE `id` = NEW.`id`; END;--> statement-breakpoint
CREATE TRIGGER `users_search_text_update` AFTER UPDATE OF `name`, `email` ON `users` BEGIN UPDATE `users` SET `search_text` = lower(replace(replace(replace(NEW.`name`, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')) || char(10) || lower(NEW.`email`) WHERE `id` = NEW.`id`; END;
