import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { FORBIDDEN_MESSAGE } from '@app/shared/roles';

/** What a staff user sees on an admin screen their role may not open. */
export function NoPermission() {
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Access denied</Title>
      <Alert color="red" variant="light" icon={<IconLock size={20} />} title={FORBIDDEN_MESSAGE}>
        Your role does not include this part of the admin area. Ask an owner if you need it.
      </Alert>
      <div>
        <Button component={Link} to="/admin" variant="default">
          Back to Dashboard
        </Button>
      </div>
    </Stack>
  );
}
