import { Box, Container, SimpleGrid, Text } from '@mantine/core';

export interface StatItem {
  value: string;
  label: string;
}

/** A navy band of headline figures. */
export function StatsBand({ stats, label }: { stats: readonly StatItem[]; label: string }) {
  return (
    <Box component="section" aria-label={label} bg="navy.9" c="white" py={{ base: 40, md: 56 }}>
      <Container size="lg">
        <SimpleGrid component="dl" cols={{ base: 2, md: stats.length }} spacing="xl" m={0}>
          {stats.map((s) => (
            <Box key={s.label} ta="center" style={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Text component="dt" c="gray.3" fz="sm" fw={500} mt={4}>
                {s.label}
              </Text>
              <Text component="dd" m={0} fz={{ base: 30, md: 40 }} fw={800} c="white" lh={1.1}>
                {s.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
