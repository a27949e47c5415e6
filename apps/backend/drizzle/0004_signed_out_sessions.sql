CREATE TABLE "signed_out_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signed_out_sessions_expires_at_idx" ON "signed_out_sessions" USING btree ("expires_at");