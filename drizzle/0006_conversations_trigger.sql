-- Keeps conversations (one row per member and partner) pointing at the pair's newest message,
-- so the threads list never scans messages. Rows are written in user_id order so that two
-- members writing to each other at the same moment lock them in the same order (no deadlock).
CREATE OR REPLACE FUNCTION messages_touch_conversations() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sender_id IS NULL OR NEW.receiver_id IS NULL OR NEW.sender_id = NEW.receiver_id THEN
    RETURN NULL;
  END IF;
  INSERT INTO conversations (user_id, other_id, last_message_id)
  SELECT pair.u, pair.o, NEW.id
  FROM (VALUES (NEW.sender_id, NEW.receiver_id), (NEW.receiver_id, NEW.sender_id)) AS pair (u, o)
  ORDER BY pair.u
  ON CONFLICT (user_id, other_id) DO UPDATE
    SET last_message_id = greatest(conversations.last_message_id, excluded.last_message_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_conversations AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION messages_touch_conversations();
--> statement-breakpoint
-- Messages stored before this migration.
INSERT INTO conversations (user_id, other_id, last_message_id)
SELECT pair.u, pair.o, max(pair.id)
FROM (
  SELECT sender_id AS u, receiver_id AS o, id FROM messages
  WHERE sender_id IS NOT NULL AND receiver_id IS NOT NULL AND sender_id <> receiver_id
  UNION ALL
  SELECT receiver_id, sender_id, id FROM messages
  WHERE sender_id IS NOT NULL AND receiver_id IS NOT NULL AND sender_id <> receiver_id
) AS pair
GROUP BY pair.u, pair.o
ON CONFLICT (user_id, other_id) DO NOTHING;
