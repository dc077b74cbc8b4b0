CREATE TABLE `account_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`new_email` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "account_tokens_purpose_check" CHECK("account_tokens"."purpose" in ('password_reset', 'email_change'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_tokens_token_hash_unique` ON `account_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `account_tokens_user_idx` ON `account_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `cancellations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`contract` text NOT NULL,
	`kind` text NOT NULL,
	`reason` text,
	`end_date` text,
	`language` text NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cancellations_kind_check" CHECK("cancellations"."kind" in ('ordinary', 'extraordinary'))
);
--> statement-breakpoint
CREATE INDEX `cancellations_received_idx` ON `cancellations` (`received_at`);--> statement-breakpoint
CREATE INDEX `cancellations_user_idx` ON `cancellations` (`user_id`);--> statement-breakpoint
CREATE TABLE `lesson_progress` (
	`user_id` text NOT NULL,
	`course_slug` text NOT NULL,
	`lesson_slug` text NOT NULL,
	`completed` integer DEFAULT false NOT NULL,
	`completed_changed_at` integer,
	`position_seconds` integer DEFAULT 0 NOT NULL,
	`position_changed_at` integer,
	`watched_seconds` real DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `course_slug`, `lesson_slug`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "lesson_progress_position_check" CHECK("lesson_progress"."position_seconds" >= 0),
	CONSTRAINT "lesson_progress_watched_check" CHECK("lesson_progress"."watched_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`kind` text NOT NULL,
	`recipient_name` text NOT NULL,
	`recipient_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text,
	`html_body` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	`last_error` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mail_outbox_status_check" CHECK("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_user_idx` ON `mail_outbox` (`user_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_ends_at` integer NOT NULL,
	`blocked_until` integer
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window_ends_idx` ON `rate_limits` (`window_ends_at`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`family_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`rotated_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_token_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_user_idx` ON `refresh_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`language` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_sign_in_at` integer,
	`sign_in_count` integer DEFAULT 0 NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	CONSTRAINT "users_language_check" CHECK("users"."language" in ('english', 'german')),
	CONSTRAINT "users_sign_in_count_check" CHECK("users"."sign_in_count" >= 0),
	CONSTRAINT "users_role_check" CHECK("users"."role" in ('member', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_unique` ON `users` (lower("email"));