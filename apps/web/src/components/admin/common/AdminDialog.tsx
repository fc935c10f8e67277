import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { notifyAdmin } from '../../../lib/notify';

const TITLE_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', color: 'var(--mantine-color-navy-9)' } };

/**
 * A dialog of the admin area: centred, with a bold navy title. A form dialog (`fullScreenOnPhones`)
 * takes the whole screen on narrow viewports.
 */
export function AdminDialog({
  opened,
  onClose,
  title,
  size,
  fullScreenOnPhones = false,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: ModalProps['size'];
  fullScreenOnPhones?: boolean;
  children: ReactNode;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      styles={TITLE_STYLES}
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      radius="md"
      fullScreen={fullScreenOnPhones ? narrow : undefined}
      centered
    >
      {children}
    </Modal>
  );
}

/** The Cancel and submit buttons at the foot of an admin form dialog. */
export function DialogFormActions({ onCancel, pending, submitLabel }: { onCancel: () => void; pending: boolean; submitLabel: string }) {
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/**
 * What an admin form dialog does once the server saved: say so, refresh the lists that show the
 * record and close. `afterSave(invalidate, onDone)('Post created')` is a mutation's onSuccess.
 */
export const afterSave = (invalidate: () => Promise<unknown>, onDone: () => void) => (message: string) => async () => {
  notifyAdmin(message);
  await invalidate();
  onDone();
};
