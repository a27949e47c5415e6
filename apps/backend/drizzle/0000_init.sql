CREATE TYPE "public"."episode_service_id" AS ENUM('web', 'web_trial');--> statement-breakpoint
CREATE TYPE "public"."episode_type" AS ENUM('normal', 'pr');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('generated', 'imported');--> statement-breakpoint
CREATE TYPE "public"."original_direction" AS ENUM('ttb', 'rtl', 'ltr');--> statement-breakpoint
CREATE TYPE "public"."ranking_period" AS ENUM('daily', 'hourly');--> statement-breakpoint
CREATE TYPE "public"."rating_level" AS ENUM('general', 'r15');--> statement-breakpoint
CREATE TYPE "public"."scroll_type" AS ENUM('ltr', 'rtl', 'vsc');--> statement-breakpoint
CREATE TYPE "public"."serialization_status" AS ENUM('ongoing', 'completed', 'hiatus');--> statement-breakpoint
CREATE TYPE "public"."store_code" AS ENUM('book_walker', 'amazon', 'piccoma', 'comic_cmoa', 'line_manga', 'ebook_japan', 'dmm_books', 'mechacomic', 'book_live', 'renta', 'rakuten_kobo', 'honto', 'rakuten_books', 'kadokawa_store');--> statement-breakpoint
CREATE TYPE "public"."topic_kind" AS ENUM('news', 'feature', 'fair', 'new_serial', 'article');--> statement-breakpoint
CREATE TYPE "public"."work_language" AS ENUM('ja', 'en', 'tw');--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"alt" text NOT NULL,
	"href" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episode_guest_favorites" (
	"episode_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episode_stores" (
	"episode_id" integer NOT NULL,
	"store_code" "store_code" NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "episode_stores_episode_id_store_code_pk" PRIMARY KEY("episode_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"work_id" integer NOT NULL,
	"episode_no" integer NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"type" "episode_type" NOT NULL,
	"service_id" "episode_service_id" NOT NULL,
	"is_active" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"delivery_until" timestamp with time zone,
	"page_count" integer NOT NULL,
	"pages" jsonb NOT NULL,
	"media_kind" "media_kind" NOT NULL,
	CONSTRAINT "episodes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id")
);
--> statement-breakpoint
CREATE TABLE "follows_labels" (
	"user_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"notification" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_labels_user_id_label_id_pk" PRIMARY KEY("user_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "follows_series" (
	"user_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"notification" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_series_user_id_work_id_pk" PRIMARY KEY("user_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "genres_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"description" text NOT NULL,
	"copy" text NOT NULL,
	"color" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "labels_code_unique" UNIQUE("code"),
	CONSTRAINT "labels_color_hex" CHECK ("labels"."color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"token" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_originals" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"period" "ranking_period" NOT NULL,
	"genre_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"work_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rankings_period_genre_id_rank_pk" PRIMARY KEY("period","genre_id","rank")
);
--> statement-breakpoint
CREATE TABLE "read_history" (
	"user_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"page" integer NOT NULL,
	"page_count" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "read_history_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "topic_works" (
	"topic_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "topic_works_topic_id_work_id_pk" PRIMARY KEY("topic_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "topic_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"label_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"campaign_token" text,
	CONSTRAINT "topics_campaign_token_unique" UNIQUE("campaign_token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"is_linked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_updated_seen_at" timestamp with time zone,
	CONSTRAINT "users_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "volume_episodes" (
	"volume_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "volume_episodes_volume_id_episode_id_pk" PRIMARY KEY("volume_id","episode_id")
);
--> statement-breakpoint
CREATE TABLE "volume_stores" (
	"volume_id" integer NOT NULL,
	"store_code" "store_code" NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "volume_stores_volume_id_store_code_pk" PRIMARY KEY("volume_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "volumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"volume_no" integer NOT NULL,
	"title" text NOT NULL,
	"release_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_authors" (
	"work_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "work_authors_work_id_author_id_role_pk" PRIMARY KEY("work_id","author_id","role")
);
--> statement-breakpoint
CREATE TABLE "work_read_counts" (
	"work_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"reads" integer NOT NULL,
	CONSTRAINT "work_read_counts_work_id_hour_pk" PRIMARY KEY("work_id","hour")
);
--> statement-breakpoint
CREATE TABLE "work_tags" (
	"work_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "work_tags_work_id_tag_id_pk" PRIMARY KEY("work_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"title_kana" text NOT NULL,
	"summary" text NOT NULL,
	"label_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"sub_genre_id" integer,
	"serialization_status" serialization_status NOT NULL,
	"is_one_shot" boolean NOT NULL,
	"is_original" boolean NOT NULL,
	"language" "work_language" NOT NULL,
	"rating_level" "rating_level" NOT NULL,
	"scroll_type" "scroll_type" NOT NULL,
	"original_direction" "original_direction" NOT NULL,
	"service_ids" text[] NOT NULL,
	"next_update_text" text,
	"published_at" timestamp with time zone NOT NULL,
	"latest_update_at" timestamp with time zone NOT NULL,
	"free_campaign_serial_until" timestamp with time zone,
	"free_campaign_comics_until" timestamp with time zone,
	"department_code" text NOT NULL,
	"fair_ids" integer[] NOT NULL,
	"is_fan_letter_available" boolean NOT NULL,
	"is_latest_comics_ad_visible" boolean NOT NULL,
	"follower_base" integer NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "works_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "episode_guest_favorites" ADD CONSTRAINT "episode_guest_favorites_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_stores" ADD CONSTRAINT "episode_stores_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows_labels" ADD CONSTRAINT "follows_labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows_labels" ADD CONSTRAINT "follows_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows_series" ADD CONSTRAINT "follows_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows_series" ADD CONSTRAINT "follows_series_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_history" ADD CONSTRAINT "read_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_history" ADD CONSTRAINT "read_history_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_history" ADD CONSTRAINT "read_history_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_works" ADD CONSTRAINT "topic_works_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_works" ADD CONSTRAINT "topic_works_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_episodes" ADD CONSTRAINT "volume_episodes_volume_id_volumes_id_fk" FOREIGN KEY ("volume_id") REFERENCES "public"."volumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_episodes" ADD CONSTRAINT "volume_episodes_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_stores" ADD CONSTRAINT "volume_stores_volume_id_volumes_id_fk" FOREIGN KEY ("volume_id") REFERENCES "public"."volumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volumes" ADD CONSTRAINT "volumes_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_authors" ADD CONSTRAINT "work_authors_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_authors" ADD CONSTRAINT "work_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_read_counts" ADD CONSTRAINT "work_read_counts_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tags" ADD CONSTRAINT "work_tags_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tags" ADD CONSTRAINT "work_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_sub_genre_id_genres_id_fk" FOREIGN KEY ("sub_genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authors_name_kana_idx" ON "authors" USING btree ("name_kana" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "banners_period_idx" ON "banners" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_work_service_no_idx" ON "episodes" USING btree ("work_id","service_id","episode_no");--> statement-breakpoint
CREATE INDEX "episodes_updated_idx" ON "episodes" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_episode_idx" ON "favorites" USING btree ("episode_id");--> statement-breakpoint
CREATE INDEX "follows_labels_label_idx" ON "follows_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "follows_labels_user_created_idx" ON "follows_labels" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_series_work_idx" ON "follows_series" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "follows_series_user_created_idx" ON "follows_series" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "read_history_user_read_at_idx" ON "read_history" USING btree ("user_id","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "read_history_user_work_idx" ON "read_history" USING btree ("user_id","work_id");--> statement-breakpoint
CREATE INDEX "topic_works_work_idx" ON "topic_works" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "topics_kind_published_idx" ON "topics" USING btree ("kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "topics_label_kind_published_idx" ON "topics" USING btree ("label_id","kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "volume_episodes_episode_idx" ON "volume_episodes" USING btree ("episode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "volumes_work_no_idx" ON "volumes" USING btree ("work_id","volume_no");--> statement-breakpoint
CREATE INDEX "volumes_release_idx" ON "volumes" USING btree ("release_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_authors_author_idx" ON "work_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "work_read_counts_hour_idx" ON "work_read_counts" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "work_tags_tag_idx" ON "work_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "works_label_latest_idx" ON "works" USING btree ("label_id","latest_update_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_genre_latest_idx" ON "works" USING btree ("genre_id","latest_update_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_sub_genre_idx" ON "works" USING btree ("sub_genre_id");--> statement-breakpoint
CREATE INDEX "works_latest_update_idx" ON "works" USING btree ("latest_update_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_published_idx" ON "works" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_title_kana_idx" ON "works" USING btree ("title_kana" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "works_free_serial_idx" ON "works" USING btree ("free_campaign_serial_until") WHERE "works"."free_campaign_serial_until" is not null;--> statement-breakpoint
CREATE INDEX "works_free_comics_idx" ON "works" USING btree ("free_campaign_comics_until") WHERE "works"."free_campaign_comics_until" is not null;