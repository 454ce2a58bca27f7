// Each column of the file and the task field it fills, changeable from a list.
import { Select, SimpleGrid } from '@mantine/core';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportPreview,
} from '@practice-desk/contracts';

const IGNORE = '';
const OPTIONS = [
  { value: IGNORE, label: 'Ignore this column' },
  ...IMPORT_FIELDS.map((f) => ({ value: f, label: IMPORT_FIELD_LABELS[f] })),
];

export function ImportMapping({
  columns,
  disabled,
  onChange,
}: {
  columns: ImportPreview['columns'];
  disabled: boolean;
  onChange(header: string, field: ImportField | null): void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={4} aria-label="Column mapping">
      {columns.map((column) => (
        <Select
          key={column.header}
          size="xs"
          label={column.header}
          aria-label={`Field of column ${column.header}`}
          data={OPTIONS}
          value={column.field ?? IGNORE}
          allowDeselect={false}
          disabled={disabled}
          styles={{ label: { fontWeight: 600 } }}
          onChange={(value) => onChange(column.header, (value || null) as ImportField | null)}
        />
      ))}
    </SimpleGrid>
  );
}
