import { Group, Text } from '@mantine/core';
import { useCompany } from '../../lib/company';

/**
 * The mark and the wordmark: the company's name from Site Settings, its short name large and the
 * rest below ('Northline' / 'Workforce Solutions'). `inverted` for dark backgrounds.
 */
export function Logo({ inverted = false, size = 34 }: { inverted?: boolean; size?: number }) {
  const { name, shortName } = useCompany();
  const rest = name.startsWith(shortName) ? name.slice(shortName.length).trim() : '';
  return (
    <Group gap={10} wrap="nowrap" aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 40 40" role="presentation">
        <rect width="40" height="40" rx="10" fill={inverted ? '#ffffff' : '#0B2545'} />
        <path d="M11 29V11h3.6l10 12.2V11H29v18h-3.6L15.4 16.8V29z" fill={inverted ? '#0B2545' : '#ffffff'} />
        <path d="M29 6l4 5h-8z" fill="#F59E0B" />
      </svg>
      <div>
        <Text fw={800} fz={size * 0.55} lh={1} c={inverted ? 'white' : 'navy.9'} style={{ letterSpacing: '-0.02em' }}>
          {shortName}
        </Text>{' '}
        {rest ? (
          <Text fz={size * 0.3} lh={1.3} c={inverted ? 'gray.4' : 'dimmed'} fw={500} style={{ letterSpacing: '0.08em', textTransform: 'uppercase' }}>
            {rest}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}
