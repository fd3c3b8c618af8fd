CREATE TABLE "conversations" (
	"user_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"last_message_id" integer NOT NULL,
	CONSTRAINT "conversations_user_id_other_id_pk" PRIMARY KEY("user_id","other_id")
);
--> statement-breakpoint
DROP INDEX "messages_unread_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_last_idx" ON "conversations" USING btree ("user_id","last_message_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_unread_pair_idx" ON "messages" USING btree ("receiver_id","sender_id") WHERE "messages"."is_read" = false;