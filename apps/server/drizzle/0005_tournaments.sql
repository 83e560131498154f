CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"key" text NOT NULL,
	"stage" text NOT NULL,
	"group_index" integer,
	"round" integer NOT NULL,
	"round_name" text NOT NULL,
	"match_index" integer NOT NULL,
	"leg" integer DEFAULT 1 NOT NULL,
	"home_id" uuid,
	"away_id" uuid,
	"home_score" integer,
	"away_score" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_id" uuid,
	CONSTRAINT "matches_scores_check" CHECK (("matches"."home_score" is null or "matches"."home_score" between 0 and 99) and ("matches"."away_score" is null or "matches"."away_score" between 0 and 99)),
	CONSTRAINT "matches_confirmed_check" CHECK (("matches"."confirmed_at" is null) = ("matches"."home_score" is null) and ("matches"."home_score" is null) = ("matches"."away_score" is null))
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"seed" integer,
	"group_index" integer,
	"group_position" integer,
	CONSTRAINT "tournament_participants_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"platform_id" uuid NOT NULL,
	"system" text NOT NULL,
	"status" text NOT NULL,
	"match_type" text,
	"best_of" integer,
	"group_count" integer,
	"teams_advancing" integer,
	"created_by_id" uuid NOT NULL,
	"champion_id" uuid,
	"second_place_id" uuid,
	"third_place_id" uuid,
	"random_seed" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"active_group_tab" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"exited_at" timestamp with time zone,
	CONSTRAINT "tournaments_system_check" CHECK ("tournaments"."system" in ('league', 'group', 'elimination', 'challenge')),
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('pending', 'active', 'paused', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_id_users_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_id_users_id_fk" FOREIGN KEY ("away_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_champion_id_users_id_fk" FOREIGN KEY ("champion_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_second_place_id_users_id_fk" FOREIGN KEY ("second_place_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_third_place_id_users_id_fk" FOREIGN KEY ("third_place_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_tournament_key" ON "matches" USING btree ("tournament_id","key");--> statement-breakpoint
CREATE INDEX "matches_home_played_idx" ON "matches" USING btree ("home_id","confirmed_at" DESC NULLS LAST) WHERE "matches"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "matches_away_played_idx" ON "matches" USING btree ("away_id","confirmed_at" DESC NULLS LAST) WHERE "matches"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "tournament_participants_user_idx" ON "tournament_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_slug_key" ON "tournaments" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tournaments_updated_idx" ON "tournaments" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournaments_status_updated_idx" ON "tournaments" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournaments_platform_status_idx" ON "tournaments" USING btree ("platform_id","status");--> statement-breakpoint
CREATE INDEX "tournaments_champion_idx" ON "tournaments" USING btree ("champion_id");