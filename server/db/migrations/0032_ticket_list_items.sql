CREATE TABLE "ticket_list_items" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"head" text NOT NULL,
	"tail" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_list_items" ADD CONSTRAINT "ticket_list_items_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The list item's JSON exactly as server/tickets/ticket-view.ts built it per request before (the
-- same json_build_object calls, so the same bytes), minus the reader's `unread` flag, which the
-- list statement puts between head and tail. The due time repeats FINISHED_STATUS_CODES
-- (utils/rules/ticket-due.ts): a change there needs a migration that replaces this function and
-- refreshes every row. Ids as an array so that one statement's bulk write is one refresh; rows
-- are written in id order, so two refreshes that share tickets lock them in the same order.
-- PL/pgSQL rather than SQL: it keeps the statement's plan for the session, where a SQL function
-- is planned again on every call (every write of a ticket).
CREATE FUNCTION "ticket_list_items_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO ticket_list_items (ticket_id, head, tail)
  SELECT t.id,
    left(json_build_object('id', t.id, 'number', t.number, 'title', t.title,
      'status', (SELECT json_build_object('code', s.code, 'name', s.name, 'color', s.color) FROM status s WHERE s.code = t.status_code),
      'priority', (SELECT json_build_object('code', p.code, 'name', p.name, 'color', p.color) FROM priorities p WHERE p.code = t.priority_code),
      'sub_category', (SELECT json_build_object('id', sc.id, 'name', sc.name, 'duration_target_hours', sc.duration_target_hours,
          'category', json_build_object('id', c.id, 'name', c.name))
        FROM sub_categories sc INNER JOIN categories c ON c.id = sc.category_id WHERE sc.id = t.sub_category_id),
      'requester', (SELECT json_build_object('id', u.id, 'name', u.name, 'username', u.username, 'image', u.image, 'current_role', u.current_role) FROM users u WHERE u.id = t.requester_id),
      'assignee', (SELECT json_build_object('id', u.id, 'name', u.name, 'username', u.username, 'image', u.image, 'current_role', u.current_role) FROM users u WHERE u.id = t.assignee_id),
      'requester_id', t.requester_id, 'assignee_id', t.assignee_id, 'is_published', t.is_published, 'is_locked', t.is_locked,
      'is_pinned', t.is_pinned, 'total_comments', t.total_comments)::text, -1) || ', "unread" : ',
    ', ' || substr(json_build_object(
      'due_at', to_char((SELECT t.created_at + make_interval(hours => sc.duration_target_hours) FROM sub_categories sc
        WHERE sc.id = t.sub_category_id AND t.status_code NOT IN ('SELESAI', 'DITOLAK')) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'created_at', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updated_at', to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text, 2)
  FROM tickets t WHERE t.id IN (SELECT unnest(ids))
  ORDER BY t.id
  ON CONFLICT (ticket_id) DO UPDATE SET head = excluded.head, tail = excluded.tail;
END;
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk write (a status renamed, a seed) is one
-- refresh, and an update refreshes only the rows whose listed values changed.
CREATE FUNCTION "ticket_list_items_of_tickets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ticket_list_items_refresh(array(SELECT id FROM new_rows));
  ELSE
    PERFORM ticket_list_items_refresh(array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.number, n.title, n.status_code, n.priority_code, n.sub_category_id, n.requester_id, n.assignee_id, n.is_published,
          n.is_locked, n.is_pinned, n.total_comments, n.created_at, n.updated_at)
        IS DISTINCT FROM (o.number, o.title, o.status_code, o.priority_code, o.sub_category_id, o.requester_id, o.assignee_id, o.is_published,
          o.is_locked, o.is_pinned, o.total_comments, o.created_at, o.updated_at)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ticket_list_items_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_list_items_of_tickets"();--> statement-breakpoint
CREATE TRIGGER "ticket_list_items_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_list_items_of_tickets"();--> statement-breakpoint
CREATE FUNCTION "ticket_list_items_of_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_list_items_refresh(array(
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.username, n.image, n.current_role) IS DISTINCT FROM (o.name, o.username, o.image, o.current_role))
    SELECT t.id FROM tickets t WHERE t.requester_id IN (SELECT id FROM changed)
    UNION SELECT t.id FROM tickets t WHERE t.assignee_id IN (SELECT id FROM changed)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ticket_list_items_users" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_list_items_of_users"();--> statement-breakpoint
-- A status, priority or sub-category row changed (its name, colour, target hours, category ...):
-- the tickets pointing at it, by the column and key the trigger names. A status's or priority's
-- changed code reaches its tickets by ON UPDATE CASCADE as well, whose update fires the tickets
-- trigger. Reference rows change seldom, so any change of the row refreshes.
CREATE FUNCTION "ticket_list_items_of_reference"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('SELECT ticket_list_items_refresh(array(SELECT t.id FROM tickets t WHERE t.%I IN '
    '(SELECT n.%I FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n IS DISTINCT FROM o)))', TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ticket_list_items_status" AFTER UPDATE ON "status" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_list_items_of_reference"('status_code', 'code');--> statement-breakpoint
CREATE TRIGGER "ticket_list_items_priorities" AFTER UPDATE ON "priorities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_list_items_of_reference"('priority_code', 'code');--> statement-breakpoint
CREATE TRIGGER "ticket_list_items_sub_categories" AFTER UPDATE ON "sub_categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_list_items_of_reference"('sub_category_id', 'id');--> statement-breakpoint
CREATE FUNCTION "ticket_list_items_of_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_list_items_refresh(array(SELECT t.id FROM tickets t JOIN sub_categories sc ON sc.id = t.sub_category_id
    WHERE sc.category_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ticket_list_items_categories" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_list_items_of_categories"();--> statement-breakpoint
SELECT ticket_list_items_refresh(array(SELECT id FROM tickets));
