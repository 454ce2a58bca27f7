// Shapes shared by every call: the response envelope, field errors, ids and pagination.
import * as v from 'valibot';
import { VALIDATION } from './messages';

/** Every success answer is `{ success: true, data, message? }`. */
export interface Ok<T> {
  success: true;
  data: T;
  message?: string;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Every error answer: the message to show, and one entry per bad field when input was refused. */
export interface ErrorBody {
  success: false;
  message: string;
  errors?: FieldError[];
}

export const Uuid = v.pipe(v.string(), v.uuid('Invalid id'));
export const IdParams = v.object({ id: Uuid });

export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(VALIDATION.invalidEmail));

export interface Pagination {
  total: number;
  pages: number;
  page: number;
  limit: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export function pagination(total: number, page: number, limit: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { total, pages, page, limit, hasNext: page < pages, hasPrev: page > 1 };
}
