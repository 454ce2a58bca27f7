// The generic modal: sizes xs to xl, and xxl for an editor that needs the room (1160 px at most); Escape and a click on the backdrop close it.
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export type ModalSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

export function AppModal({
  opened,
  onClose,
  title,
  size = 'md',
  children,
}: {
  opened: boolean;
  onClose(): void;
  title: ReactNode;
  size?: ModalSize;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size === 'xxl' ? 1160 : size}
      closeOnEscape
      closeOnClickOutside
      centered
      overlayProps={{ backgroundOpacity: 0.35 }}
    >
      {children}
    </Modal>
  );
}
