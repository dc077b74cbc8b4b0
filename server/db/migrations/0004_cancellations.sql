CREATE TABLE "cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contract" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"end_date" date,
	"language" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cancellations_kind_check" CHECK ("cancellations"."kind" in ('ordinary', 'extraordinary'))
);
--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellations_received_idx" ON "cancellations" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "cancellations_user_idx" ON "cancellations" USING btree ("user_id");