import { Accordion } from '@mantine/core';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers: one item open at a time, and the open one collapses when clicked again. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right" maw={860} mx="auto">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Control>
            <strong>{item.question}</strong>
          </Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
