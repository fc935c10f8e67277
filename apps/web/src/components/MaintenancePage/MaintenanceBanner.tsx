import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { m } from '../../lib/i18n';
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
            {m.maintenance_banner_active()}
          </Text>
          <Text size="sm" visibleFrom="sm">
            {m.maintenance_banner_text()}
          </Text>
          <Anchor renderRoot={(props) => <Link to="/admin/settings" search={{ tab: 'site' }} {...props} />} c="white" size="sm" fw={600} underline="always">
            {m.maintenance_banner_turn_off()}
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
