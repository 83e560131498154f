ALTER TABLE "tournaments" DROP CONSTRAINT "tournaments_system_check";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "grand_final_reset" boolean;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "swiss_rounds" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "knockout_size" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_swiss_check" CHECK ("tournaments"."swiss_rounds" is null or ("tournaments"."swiss_rounds" between 1 and 127 and "tournaments"."knockout_size" in (0, 2, 4, 8, 16)));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_system_check" CHECK ("tournaments"."system" in ('league', 'group', 'elimination', 'challenge', 'doubleElimination', 'swiss'));