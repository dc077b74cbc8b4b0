ALTER TABLE `cancellations` ADD `contract_end` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `started_at` integer;