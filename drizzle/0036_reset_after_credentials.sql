-- A reset asked for before the last change of password or address is not sent (docs/product.md §3.7).
ALTER TABLE "users" ADD COLUMN "credentials_changed_at" timestamp with time zone;