-- A member's address counts as confirmed once they opened a link sent to it (docs/product.md
-- §14.2: only confirmed members' reports count toward hiding). Members who already moved to a
-- new address through its link proved that one; everyone else starts unconfirmed.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "email_confirmed_at" = "confirmed"."used_at"
FROM (
  SELECT "user_id", "new_email", max("used_at") AS "used_at" FROM "email_change_tokens"
  WHERE "used_at" IS NOT NULL GROUP BY "user_id", "new_email"
) AS "confirmed"
WHERE "confirmed"."user_id" = "users"."id" AND lower("confirmed"."new_email") = lower("users"."email");--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_type","target_id");
