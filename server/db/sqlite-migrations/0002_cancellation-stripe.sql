ALTER TABLE `cancellations` ADD `subscription_id` text;--> statement-breakpoint
ALTER TABLE `cancellations` ADD `stripe_outcome` text;