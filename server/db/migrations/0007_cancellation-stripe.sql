ALTER TABLE "cancellations" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "cancellations" ADD COLUMN "stripe_outcome" text;