-- The daily compliance digest goes out once per person per day: the practice's day it last went
-- out is kept on the person, claimed before the mail is sent and given back if sending fails.
ALTER TABLE "users" ADD COLUMN "compliance_digest_sent_on" date;