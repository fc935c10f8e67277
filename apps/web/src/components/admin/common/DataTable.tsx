import { Paper, Table, VisuallyHidden, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DataTableColumn {
  label: string;
  /** Read by screen readers only (an actions column). */
  hidden?: boolean;
  align?: TableThProps['ta'];
}

export interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  columns: (string | DataTableColumn)[];
  /** Below this width the table scrolls sideways (a phone). */
  minWidth: number;
  /** Older rows stay on screen, dimmed, while the next page or filter loads. */
  stale?: boolean;
  /** The rows (Table.Tr elements). */
  children: ReactNode;
}

/** An admin list's table: bordered, scrolling sideways on narrow screens, dimmed while it refreshes. */
export function DataTable({ label, columns, minWidth, stale = false, children }: DataTableProps) {
  return (
    <Paper withBorder radius="md" aria-busy={stale} style={stale ? { opacity: 0.6 } : undefined}>
      {/* On a narrow screen the table scrolls sideways: its viewport takes focus, so the arrow keys scroll it. */}
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
        <Table verticalSpacing="sm" highlightOnHover fz="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const c = typeof column === 'string' ? { label: column } : column;
                return (
                  <Table.Th key={c.label} ta={c.align}>
                    {c.hidden ? <VisuallyHidden>{c.label}</VisuallyHidden> : c.label}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
