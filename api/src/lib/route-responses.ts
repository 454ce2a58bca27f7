// A route's declared answer when it is a file, not JSON: the OpenAPI document shows the content
// type(s) and a binary body, and the response checks in tests skip it (there is no JSON to check).
export const fileAnswer = (contentType: string | readonly string[], description = 'The file') => ({
  description,
  content: Object.fromEntries(
    (typeof contentType === 'string' ? [contentType] : contentType).map((type) => [
      type,
      { schema: { type: 'string', format: 'binary' } },
    ]),
  ),
});

/** A download offered in several formats (the query picks one): one binary body per type. */
export const filesAnswer = (contentTypes: readonly string[], description = 'The file') =>
  fileAnswer(contentTypes, description);
