// A screen's one h1. It takes focus when the screen opens, so a screen reader announces the new
// screen and Tab starts from its top, as after a full page load.
import { Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

export function ScreenTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Title ref={ref} order={1} size="h2" tabIndex={-1} style={{ outline: 'none', overflowWrap: 'anywhere' }}>
      {children}
    </Title>
  );
}
