// The contracts shared by web and API: schemas, types, constants, messages and pure domain rules.
export * from './auth';
export * from './clients';
export * from './common';
export * from './config';
export * from './config-forms';
export * from './due-dates';
export * from './gstin';
export * from './invoice-settings';
export * from './limits';
export * from './messages';
export * from './roles';
export * from './states';
export * from './statuses';
export * from './task-activity';
export * from './task-rights';
export * from './task-views';
export * from './tasks';
