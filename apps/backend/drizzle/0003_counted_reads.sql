CREATE TABLE "counted_reads" (
	"user_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "counted_reads_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id")
);
--> statement-breakpoint
ALTER TABLE "counted_reads" ADD CONSTRAINT "counted_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counted_reads" ADD CONSTRAINT "counted_reads_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;