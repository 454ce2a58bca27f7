// The file name a download answer asks for (Content-Disposition), in either of its spellings.

export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = header.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const plain =
    header.match(/filename\s*=\s*"([^"]+)"/)?.[1] ?? header.match(/filename\s*=\s*([^;"\s]+)/)?.[1];
  return plain ?? null;
}
