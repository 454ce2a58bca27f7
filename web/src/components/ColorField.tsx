// A colour picker with a fixed palette of swatches and the hex value.
import { ColorInput } from '@mantine/core';

export function ColorField({
  label,
  value,
  onChange,
  palette,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  palette: readonly string[];
}) {
  return (
    <ColorInput
      label={label}
      value={value}
      onChange={onChange}
      format="hex"
      swatches={[...palette]}
      swatchesPerRow={palette.length > 11 ? 8 : 11}
      withEyeDropper={false}
    />
  );
}
