CREATE TABLE "image_variants" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uses" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_uses_check" CHECK ("image_variants"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "platforms" ADD COLUMN "image" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_image" jsonb;