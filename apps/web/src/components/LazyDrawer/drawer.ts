// The drawer's code (Mantine Drawer with its focus trap, scroll lock and portal), in a chunk of its own.
export { Drawer } from '@mantine/core';
