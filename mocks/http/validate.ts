import type { core, ZodType } from 'zod';
import { HttpError } from './errors';

/** Django REST framework's words for a text past its max length; zod's own message otherwise. */
function fieldMessage(issue: core.$ZodIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
  return issue.message;
}

/**
 * Validates a request body with the contract's generated zod schema; failures become DRF-style
 * field errors (`{"field": ["message"]}`, `non_field_errors` for the body as a whole).
 */
export function validate<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const missing = issue.path.length === 1 && record[String(issue.path[0])] === undefined;
    (fields[field] ??= []).push(missing ? 'This field is required.' : fieldMessage(issue));
  }
  throw new HttpError(400, fields);
}

/** Path ids are integers in the contract; anything else is simply not found. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, { detail: 'Not found.', code: 'not_found' });
  return id;
}
