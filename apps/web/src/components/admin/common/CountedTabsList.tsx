import { Badge, Tabs } from '@mantine/core';

/**
 * The tab row of an admin list: one tab per filter with its count in a badge (hidden from screen
 * readers so the tab names stay exactly the spec's), scrolling sideways on phones.
 * `counts` is undefined while the list loads.
 */
export function CountedTabsList<T extends string>({
  tabs,
  active,
  counts,
}: {
  tabs: readonly { value: T; label: string }[];
  active: T;
  counts: Record<T, number> | undefined;
}) {
  return (
    <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
      {tabs.map((t) => (
        <Tabs.Tab
          key={t.value}
          value={t.value}
          px={{ base: 8, sm: 'md' }}
          style={{ flexShrink: 0 }}
          rightSection={
            counts ? (
              <Badge size="sm" variant="light" color={active === t.value ? 'brand' : 'gray'} aria-hidden data-testid={`tab-count-${t.value}`}>
                {counts[t.value]}
              </Badge>
            ) : null
          }
        >
          {t.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
