import { Button } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

/** The Edit and Delete buttons of a card in an admin list. */
export function EditDeleteButtons({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
