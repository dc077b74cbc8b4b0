ALTER TABLE `cancellations` ADD `owner_link_hash` text;--> statement-breakpoint
ALTER TABLE `cancellations` ADD `owner_link_expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `cancellations_owner_link_hash_unique` ON `cancellations` (`owner_link_hash`);