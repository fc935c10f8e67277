import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSearchText } from '../../lib/use-search-text';

export interface DebouncedSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The search in effect (from the address). */
  value: string | undefined;
  /** Called with the trimmed text (undefined when blank) once typing pauses, or at once on Enter. */
  onCommit: (text: string | undefined) => void;
  delay?: number;
}

/**
 * A search box whose search lives in the address: typing shows at once and is handed on when
 * typing pauses (or on Enter); a change of the address from elsewhere (Back, a link) shows here.
 */
export function DebouncedSearchInput({ value, onCommit, delay, ...props }: DebouncedSearchInputProps) {
  const search = useSearchText(value, onCommit, delay);
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
      value={search.text}
      onChange={(event) => search.change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          search.commit();
        }
      }}
    />
  );
}
