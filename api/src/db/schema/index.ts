// The whole database schema, one module per part of the domain.
export * from './advances';
export * from './audit';
export * from './clients';
export * from './compliance';
export * from './config';
export * from './credit-notes';
export * from './gst';
export * from './imports';
export * from './invoicing';
export * from './organisations';
export * from './rate-limits';
export * from './receivables';
export * from './tasks';
export * from './unbilled';
export * from './users';
