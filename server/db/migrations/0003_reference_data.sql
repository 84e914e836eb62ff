-- Statuses and priorities are part of the product (ticket rules speak their codes), so every
-- database gets them, not only demo ones. Colours: spec section 4.
INSERT INTO "status" ("code", "name", "color", "sort_order") VALUES
  ('DIAJUKAN', 'Diajukan', 'warning', 1),
  ('DIKERJAKAN', 'Dikerjakan', 'processing', 2),
  ('SELESAI', 'Selesai', 'success', 3),
  ('DITOLAK', 'Ditolak', '#000000', 4)
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "priorities" ("code", "name", "color", "sort_order") VALUES
  ('RENDAH', 'Rendah', 'green', 1),
  ('SEDANG', 'Sedang', 'gold', 2),
  ('TINGGI', 'Tinggi', 'red', 3)
ON CONFLICT ("code") DO NOTHING;
