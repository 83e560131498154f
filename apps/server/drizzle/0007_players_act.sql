CREATE TABLE "match_reports" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reports_match_id_user_id_pk" PRIMARY KEY("match_id","user_id"),
	CONSTRAINT "match_reports_scores_check" CHECK ("match_reports"."home_score" between 0 and 99 and "match_reports"."away_score" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "is_walkover" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_invitations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "result_entry" text DEFAULT 'organizer' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "round_days" integer;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_home_open_idx" ON "matches" USING btree ("home_id") WHERE "matches"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "matches_away_open_idx" ON "matches" USING btree ("away_id") WHERE "matches"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_walkover_check" CHECK (not "matches"."is_walkover" or "matches"."confirmed_at" is not null);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_result_entry_check" CHECK ("tournaments"."result_entry" in ('players', 'organizer'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_round_days_check" CHECK ("tournaments"."round_days" is null or "tournaments"."round_days" between 1 and 60);--> statement-breakpoint
-- The address an existing invitation was sent to is its invitee's: the owner typed it.
UPDATE "platform_invitations" SET "email" = "users"."email" FROM "users" WHERE "users"."id" = "platform_invitations"."invitee_id";