CREATE TABLE "job_stage" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"row" jsonb NOT NULL,
	CONSTRAINT "job_stage_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"params" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"nip" text PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"jenis_pegawai" text NOT NULL,
	"golongan" text,
	"jabatan" text,
	"unor_id" text,
	"unor_nama" text,
	"opd_id" text,
	"opd_nama" text,
	"data" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_asn_scores" (
	"tahun" integer NOT NULL,
	"nip" text NOT NULL,
	"nama" text NOT NULL,
	"opd_id" text,
	"unor_nama" text,
	"kualifikasi" double precision,
	"kompetensi" double precision,
	"kinerja" double precision,
	"disiplin" double precision,
	"total" double precision,
	"kategori" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ip_asn_scores_tahun_nip_pk" PRIMARY KEY("tahun","nip")
);
--> statement-breakpoint
CREATE TABLE "mfa_activations" (
	"nip" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_jft" (
	"id" text PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"jenjang" text,
	"rumpun" text,
	"bup" integer,
	"kelas_jabatan" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siasn_kp" (
	"periode" date NOT NULL,
	"id" text NOT NULL,
	"nip" text NOT NULL,
	"nama" text NOT NULL,
	"golongan_baru_id" text,
	"jenis_kp" text,
	"status_usulan" text,
	"status_usulan_nama" text,
	"tmt_kp" date,
	"unor_nama" text,
	"no_sk" text,
	"data" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siasn_kp_periode_id_pk" PRIMARY KEY("periode","id")
);
--> statement-breakpoint
CREATE TABLE "siasn_pemberhentian" (
	"id" text PRIMARY KEY NOT NULL,
	"nip" text NOT NULL,
	"nama" text NOT NULL,
	"tmt_pensiun" date NOT NULL,
	"status_usulan" text,
	"status_usulan_nama" text,
	"detail_layanan_nama" text,
	"golongan_id" text,
	"sk_nomor" text,
	"data" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siasn_pengadaan" (
	"tahun" integer NOT NULL,
	"id" text NOT NULL,
	"nip" text NOT NULL,
	"nama" text NOT NULL,
	"jenis_formasi_id" text,
	"jenis_formasi_nama" text,
	"no_sk" text,
	"data" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siasn_pengadaan_tahun_id_pk" PRIMARY KEY("tahun","id")
);
--> statement-breakpoint
CREATE TABLE "unor" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"nama" text NOT NULL,
	"nama_jabatan" text,
	"eselon_id" text,
	"induk_id" text,
	"kode" text,
	"jenis_unor_id" text,
	"pemimpin_pns_id" text,
	"is_school" boolean DEFAULT false NOT NULL,
	"is_duplicate" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"nspn" text,
	"note" text,
	"edited_by" integer,
	"edited_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_stage" ADD CONSTRAINT "job_stage_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_activations" ADD CONSTRAINT "mfa_activations_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unor" ADD CONSTRAINT "unor_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_kind_created_at_idx" ON "jobs" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_live_key_idx" ON "jobs" USING btree ("kind","key") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "employees_nama_idx" ON "employees" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "employees_unor_idx" ON "employees" USING btree ("unor_id");--> statement-breakpoint
CREATE INDEX "employees_opd_idx" ON "employees" USING btree ("opd_id","nama");--> statement-breakpoint
CREATE INDEX "employees_nama_trgm_idx" ON "employees" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_unor_nama_trgm_idx" ON "employees" USING gin ("unor_nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ip_asn_scores_tahun_kategori_idx" ON "ip_asn_scores" USING btree ("tahun","kategori");--> statement-breakpoint
CREATE INDEX "ip_asn_scores_tahun_opd_idx" ON "ip_asn_scores" USING btree ("tahun","opd_id");--> statement-breakpoint
CREATE INDEX "ref_jft_nama_idx" ON "ref_jft" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "ref_jft_nama_trgm_idx" ON "ref_jft" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "siasn_kp_periode_nama_idx" ON "siasn_kp" USING btree ("periode","nama");--> statement-breakpoint
CREATE INDEX "siasn_kp_periode_nip_idx" ON "siasn_kp" USING btree ("periode","nip");--> statement-breakpoint
CREATE INDEX "siasn_kp_periode_status_idx" ON "siasn_kp" USING btree ("periode","status_usulan");--> statement-breakpoint
CREATE INDEX "siasn_kp_nama_trgm_idx" ON "siasn_kp" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "siasn_pemberhentian_tmt_idx" ON "siasn_pemberhentian" USING btree ("tmt_pensiun","nama");--> statement-breakpoint
CREATE INDEX "siasn_pemberhentian_nip_idx" ON "siasn_pemberhentian" USING btree ("nip");--> statement-breakpoint
CREATE INDEX "siasn_pemberhentian_nama_trgm_idx" ON "siasn_pemberhentian" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "siasn_pengadaan_tahun_nama_idx" ON "siasn_pengadaan" USING btree ("tahun","nama");--> statement-breakpoint
CREATE INDEX "siasn_pengadaan_nip_idx" ON "siasn_pengadaan" USING btree ("nip");--> statement-breakpoint
CREATE INDEX "siasn_pengadaan_nama_trgm_idx" ON "siasn_pengadaan" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unor_parent_idx" ON "unor" USING btree ("parent_id","nama");--> statement-breakpoint
CREATE INDEX "unor_nama_trgm_idx" ON "unor" USING gin ("nama" gin_trgm_ops);