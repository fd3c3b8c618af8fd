-- A giveaway keeps every draw, not only its last (docs/product.md §7.16): the listing is no longer the key.
ALTER TABLE "listing_draws" DROP CONSTRAINT "listing_draws_pkey";--> statement-breakpoint
ALTER TABLE "listing_draws" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_draws" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "listing_draws_listing_idx" ON "listing_draws" USING btree ("listing_id","drawn_at");--> statement-breakpoint
ALTER TABLE "listing_draws" ADD CONSTRAINT "listing_draws_reason_known" CHECK ("listing_draws"."reason" in ('withdrew', 'declined', 'no_show'));
