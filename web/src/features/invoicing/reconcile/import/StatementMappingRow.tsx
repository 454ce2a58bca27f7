// The statement's columns, each with the field it holds, changeable from a list: a layout not
// recognised is mapped here by hand, and a recognised one can be corrected.
import { Select, SimpleGrid } from '@mantine/core';
import {
  STATEMENT_FIELD_LABELS,
  STATEMENT_FIELDS,
  type StatementField,
  type StatementMapping,
} from '@practice-desk/contracts';

const LEAVE_OUT = '';
const OPTIONS = [
  { value: LEAVE_OUT, label: 'Leave out' },
  ...STATEMENT_FIELDS.map((field) => ({ value: field, label: STATEMENT_FIELD_LABELS[field] })),
];

export function StatementMappingRow({
  columns,
  mapping,
  disabled,
  onChange,
}: {
  columns: string[];
  mapping: StatementMapping;
  disabled: boolean;
  onChange(next: StatementMapping): void;
}) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, lg: 6 }}
      spacing="xs"
      verticalSpacing={4}
      role="group"
      aria-label="Columns of the statement"
    >
      {columns.map((column, i) => {
        const label = column || `Column ${i + 1}`;
        return (
          <Select
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the header row.
            key={i}
            size="xs"
            label={label}
            aria-label={`What column ${i + 1} (${label}) holds`}
            data={OPTIONS}
            value={mapping[i] ?? LEAVE_OUT}
            allowDeselect={false}
            disabled={disabled}
            styles={{ label: { fontWeight: 600 } }}
            onChange={(value) => {
              const next = [...mapping];
              next[i] = (value || null) as StatementField | null;
              onChange(next);
            }}
          />
        );
      })}
    </SimpleGrid>
  );
}
