// Builds a multipart/form-data body with one file, for inject().
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = '----practice-desk-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
