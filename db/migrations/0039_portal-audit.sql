-- The client portal's records join the audit trail: each change is recorded with its actor, a
-- staff member or (on portal requests) the client contact. A portal session's sliding expiry and
-- its token hash are left out, so using a session writes no entry; opening and revoking one do.
SELECT pd_audit_table('portal_contacts', 'id', 'client_id');--> statement-breakpoint
SELECT pd_audit_table('portal_sessions', 'id', NULL, ARRAY['token_hash', 'last_used_at', 'expires_at']);--> statement-breakpoint
SELECT pd_audit_table('document_requests', 'id', 'client_id');--> statement-breakpoint
SELECT pd_audit_table('document_request_items', 'id', 'request_id');--> statement-breakpoint
SELECT pd_audit_table('document_request_files', 'id', 'item_id');
