// The single-use token of a mailed link: from the URL fragment (#token=…), which browsers never
// send to the server and so never reaches a request log, or from the path of links mailed before.
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';

export function tokenFromFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

export function useLinkToken(): string {
  const { token: fromPath } = useParams({ strict: false }) as { token?: string };
  const [fromFragment] = useState(() => tokenFromFragment(window.location.hash));
  return fromFragment ?? fromPath ?? '';
}
