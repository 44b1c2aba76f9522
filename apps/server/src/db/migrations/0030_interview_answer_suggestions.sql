CREATE TABLE "interview_answer_suggestions" (
	"interview_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answer_suggestions_interview_id_question_id_pk" PRIMARY KEY("interview_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "interview_answer_suggestions" ADD CONSTRAINT "interview_answer_suggestions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;