CREATE TABLE "lesson_progress" (
	"user_id" uuid NOT NULL,
	"course_slug" text NOT NULL,
	"lesson_slug" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_changed_at" timestamp with time zone,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"position_changed_at" timestamp with time zone,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_progress_user_id_course_slug_lesson_slug_pk" PRIMARY KEY("user_id","course_slug","lesson_slug"),
	CONSTRAINT "lesson_progress_position_check" CHECK ("lesson_progress"."position_seconds" >= 0),
	CONSTRAINT "lesson_progress_watched_check" CHECK ("lesson_progress"."watched_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;