import { Group, Text } from '@mantine/core';

/** The Northline mark and wordmark. `inverted` for dark backgrounds. */
export function Logo({ inverted = false, size = 34 }: { inverted?: boolean; size?: number }) {
  return (
    <Group gap={10} wrap="nowrap" aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 40 40" role="presentation">
        <rect width="40" height="40" rx="10" fill={inverted ? '#ffffff' : '#0B2545'} />
        <path d="M11 29V11h3.6l10 12.2V11H29v18h-3.6L15.4 16.8V29z" fill={inverted ? '#0B2545' : '#ffffff'} />
        <path d="M29 6l4 5h-8z" fill="#F59E0B" />
      </svg>
      <div>
        <Text fw={800} fz={size * 0.55} lh={1} c={inverted ? 'white' : 'navy.9'} style={{ letterSpacing: '-0.02em' }}>
          Northline
        </Text>{' '}
        <Text fz={size * 0.3} lh={1.3} c={inverted ? 'gray.4' : 'dimmed'} fw={500} style={{ letterSpacing: '0.08em', textTransform: 'uppercase' }}>
          Workforce Solutions
        </Text>
      </div>
    </Group>
  );
}
