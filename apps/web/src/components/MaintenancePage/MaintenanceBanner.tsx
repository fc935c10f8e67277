import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Shown to a signed-in admin on public pages while visitors get the maintenance page. */
export function MaintenanceBanner() {
  return (
    <Box bg="red.8" c="white" py={8} role="status" data-testid="maintenance-banner">
      <Container size="lg">
        <Group gap="xs" justify="center" wrap="wrap" ta="center">
          <IconAlertTriangle size={18} aria-hidden />
          <Text size="sm" fw={700}>
            Maintenance mode is ACTIVE
          </Text>
          <Text size="sm" visibleFrom="sm">
            — visitors see the maintenance page; only signed-in admins see the site.
          </Text>
          <Anchor renderRoot={(props) => <Link to="/admin/settings" search={{ tab: 'site' }} {...props} />} c="white" size="sm" fw={600} underline="always">
            Turn off in Settings
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
