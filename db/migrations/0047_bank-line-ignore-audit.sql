-- A statement line left out of the review (ignored, with its reason) or taken back joins the audit
-- trail on its account: who ignored which credit and why. Only changes of the reason are kept, not
-- of the status: the matcher suggests a thousand lines of an import at once, and accepting a line is
-- recorded by the payment or advance it makes. Lines are not audited as they are imported (one
-- import row stands for them).
CREATE TRIGGER bank_statement_lines_audit_update AFTER UPDATE ON bank_statement_lines
  REFERENCING OLD TABLE AS pd_old NEW TABLE AS pd_new
  FOR EACH STATEMENT EXECUTE FUNCTION pd_audit_rows('id', 'bank_account_id',
    'status,balance_mismatch,balance_paise,created_at,position,dedupe_key', '');
