// Validates a Mantine form with the contracts' valibot schemas: the first message per field.
import * as v from 'valibot';

export function valibotValidator<S extends v.GenericSchema>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = v.safeParse(schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !errors[path]) errors[path] = issue.message;
    }
    return errors;
  };
}
