import type { core, output, ZodObject, ZodType } from 'zod';
import { HttpError } from './errors';

/** Django REST framework's words for a text past its max length; zod's own message otherwise. */
function fieldMessage(issue: core.$ZodIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
  return issue.message;
}

/** Django REST framework's words for a bad query parameter (a number, a choice, a date); zod's otherwise. */
function queryMessage(issue: core.$ZodIssue, raw: string | undefined): string {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'A valid integer is required.';
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `Ensure this value is greater than or equal to ${String(issue.minimum)}.`;
  if (issue.code === 'too_big' && issue.origin === 'number')
    return `Ensure this value is less than or equal to ${String(issue.maximum)}.`;
  if (issue.code === 'invalid_value') return `"${raw ?? ''}" is not a valid choice.`;
  if (issue.code === 'invalid_format' && issue.format === 'date')
    return 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
  return fieldMessage(issue);
}

/** Whether a field of a generated query schema holds a number (under its default/optional wrappers). */
function isNumberField(field: core.$ZodType): boolean {
  let def: core.$ZodTypeDef = field._zod.def;
  while ('innerType' in def) def = (def.innerType as core.$ZodType)._zod.def;
  return def.type === 'number';
}

const INTEGER = /^\s*-?\d+\s*$/;

/**
 * Validates query parameters with the contract's generated zod schema (e.g. `ListBidsQueryParams`):
 * only the schema's parameters are read, an empty one counts as absent (as django-filter does),
 * integers are read from their text, and failures are 400 field errors in DRF's words.
 */
export function validateQuery<Schema extends ZodObject>(
  schema: Schema,
  params: URLSearchParams,
): output<Schema> {
  const raw: Record<string, string> = {};
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, core.$ZodType>)) {
    const value = params.get(name);
    if (value === null || value.trim() === '') continue;
    raw[name] = value;
    input[name] = isNumberField(field) && INTEGER.test(value) ? Number(value) : value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    (fields[field] ??= []).push(queryMessage(issue, raw[field]));
  }
  throw new HttpError(400, fields);
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
