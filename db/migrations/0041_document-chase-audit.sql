-- Request templates join the audit trail; a mailed reminder is recorded on its request.
SELECT pd_audit_table('request_templates', 'id');--> statement-breakpoint
SELECT pd_audit_table('document_request_reminders', 'id', 'request_id');
