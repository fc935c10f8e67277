import { useCompany } from '../../lib/company';

/**
 * The mark and the wordmark: the company's name from Site Settings, its short name large and the
 * rest below ('Northline' / 'Workforce Solutions'). `inverted` for dark backgrounds. Plain elements
 * (it is in the header and the footer of every page: no Mantine components to hydrate).
 */
export function Logo({ inverted = false, size = 34 }: { inverted?: boolean; size?: number }) {
  const { name, shortName } = useCompany();
  const rest = name.startsWith(shortName) ? name.slice(shortName.length).trim() : '';
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 10 }} aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 40 40" role="presentation" style={{ flexShrink: 0 }}>
        <rect width="40" height="40" rx="10" fill={inverted ? '#ffffff' : '#0B2545'} />
        <path d="M11 29V11h3.6l10 12.2V11H29v18h-3.6L15.4 16.8V29z" fill={inverted ? '#0B2545' : '#ffffff'} />
        <path d="M29 6l4 5h-8z" fill="#F59E0B" />
      </svg>
      <span>
        <span
          style={{
            display: 'block',
            fontWeight: 800,
            fontSize: size * 0.55,
            lineHeight: 1,
            letterSpacing: '-0.02em',
            color: inverted ? 'var(--mantine-color-white)' : 'var(--mantine-color-navy-9)',
          }}
        >
          {shortName}
        </span>{' '}
        {rest ? (
          <span
            style={{
              display: 'block',
              fontSize: size * 0.3,
              lineHeight: 1.3,
              fontWeight: 500,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              color: inverted ? 'var(--mantine-color-gray-4)' : 'var(--mantine-color-dimmed)',
            }}
          >
            {rest}
          </span>
        ) : null}
      </span>
    </span>
  );
}
