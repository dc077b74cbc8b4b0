ALTER TABLE "cancellations" ADD COLUMN "contract_end" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "started_at" timestamp with time zone;