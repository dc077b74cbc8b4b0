ALTER TABLE "cancellations" ADD COLUMN "owner_link_hash" text;--> statement-breakpoint
ALTER TABLE "cancellations" ADD COLUMN "owner_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_owner_link_hash_unique" UNIQUE("owner_link_hash");