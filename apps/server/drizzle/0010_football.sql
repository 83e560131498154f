ALTER TABLE "match_reports" ADD COLUMN "home_penalties" integer;--> statement-breakpoint
ALTER TABLE "match_reports" ADD COLUMN "away_penalties" integer;--> statement-breakpoint
ALTER TABLE "match_reports" ADD COLUMN "home_club" text;--> statement-breakpoint
ALTER TABLE "match_reports" ADD COLUMN "away_club" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "home_penalties" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "away_penalties" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "home_club" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "away_club" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "tiebreakers" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "knockout_legs" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "final_legs" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_penalties_check" CHECK (("match_reports"."home_penalties" is null) = ("match_reports"."away_penalties" is null) and ("match_reports"."home_penalties" is null or ("match_reports"."home_penalties" between 0 and 99 and "match_reports"."away_penalties" between 0 and 99 and "match_reports"."home_penalties" <> "match_reports"."away_penalties")));--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_clubs_check" CHECK (char_length("match_reports"."home_club") between 1 and 40 and char_length("match_reports"."away_club") between 1 and 40);--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_penalties_check" CHECK (("matches"."home_penalties" is null) = ("matches"."away_penalties" is null) and ("matches"."home_penalties" is null or ("matches"."home_penalties" between 0 and 99 and "matches"."away_penalties" between 0 and 99 and "matches"."home_penalties" <> "matches"."away_penalties" and "matches"."home_score" is not null)));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clubs_check" CHECK (char_length("matches"."home_club") between 1 and 40 and char_length("matches"."away_club") between 1 and 40);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_tiebreakers_check" CHECK ("tournaments"."tiebreakers" is null or "tournaments"."tiebreakers" in ('overall', 'headToHead'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_legs_check" CHECK ("tournaments"."knockout_legs" in (1, 2) and "tournaments"."final_legs" in (1, 2));