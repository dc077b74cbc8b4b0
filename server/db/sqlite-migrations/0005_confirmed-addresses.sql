PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_account_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`new_email` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "account_tokens_purpose_check" CHECK("__new_account_tokens"."purpose" in ('password_reset', 'email_change', 'email_confirm'))
);
--> statement-breakpoint
INSERT INTO `__new_account_tokens`("id", "token_hash", "user_id", "purpose", "new_email", "created_at", "expires_at", "used_at") SELECT "id", "token_hash", "user_id", "purpose", "new_email", "created_at", "expires_at", "used_at" FROM `account_tokens`;--> statement-breakpoint
DROP TABLE `account_tokens`;--> statement-breakpoint
ALTER TABLE `__new_account_tokens` RENAME TO `account_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `account_tokens_token_hash_unique` ON `account_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `account_tokens_user_idx` ON `account_tokens` (`user_id`,`purpose`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_confirmed_at` integer;