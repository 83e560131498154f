CREATE TABLE "platform_ratings" (
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" double precision NOT NULL,
	"matches" integer NOT NULL,
	CONSTRAINT "platform_ratings_platform_id_user_id_pk" PRIMARY KEY("platform_id","user_id"),
	CONSTRAINT "platform_ratings_matches_check" CHECK ("platform_ratings"."matches" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rating_changes" (
	"platform_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"rating_before" double precision NOT NULL,
	"rating_after" double precision NOT NULL,
	CONSTRAINT "rating_changes_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "platform_ratings" ADD CONSTRAINT "platform_ratings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_ratings" ADD CONSTRAINT "platform_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_changes_platform_order_idx" ON "rating_changes" USING btree ("platform_id","played_at","match_id");--> statement-breakpoint
CREATE INDEX "rating_changes_member_idx" ON "rating_changes" USING btree ("platform_id","user_id","played_at","match_id");--> statement-breakpoint
CREATE INDEX "matches_confirmed_order_idx" ON "matches" USING btree ("confirmed_at","id") WHERE "matches"."confirmed_at" is not null;