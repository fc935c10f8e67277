import { Stack, Text } from '@mantine/core';
import { Logo } from '../../Logo/Logo';

/** Shown while the identity check runs. */
export function VerifyingAdmin() {
  return (
    <Stack align="center" justify="center" mih="100vh" gap="sm" bg="gray.0" role="status" aria-live="polite">
      <Logo size={40} />
      <Text c="dimmed" mt="sm">
        Verifying admin access...
      </Text>
    </Stack>
  );
}
