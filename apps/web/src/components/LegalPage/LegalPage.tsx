import { Anchor, Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { m } from '../../lib/i18n';
import type { CompanyDetails } from '@app/shared/company';
import type { ReactNode } from 'react';
import { useCompany } from '../../lib/company';
import { PageHero } from '../PageHero/PageHero';

export interface LegalSection {
  id: string;
  heading: string;
  /** Paragraphs (strings) and other blocks (lists, contact details). */
  body: ReactNode[];
}

/**
 * The layout of a legal page (privacy policy, terms): the hero with the date of the last update,
 * an "On this page" menu of the sections beside them on wide screens, an intro and the numbered
 * sections, each labelled by its heading. The last section (#contact) says how to reach us, with
 * the contact details from Site Settings.
 */
export function LegalPage({
  title,
  updated,
  navLabel,
  intro,
  sections: ownSections,
  contact,
  bodyLineHeight,
  blockFontSize,
}: {
  title: string;
  updated: string;
  /** The accessible name of the sections menu. */
  navLabel: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** The closing #contact section: its heading and its text, given the company's details. */
  contact: { heading: string; body: (company: CompanyDetails) => ReactNode };
  /** Line height of a section's body as a whole (blocks other than paragraphs inherit it). */
  bodyLineHeight?: number;
  /** Font size of the blocks other than paragraphs. */
  blockFontSize?: 'md';
}) {
  const company = useCompany();
  const sections = [...ownSections, { id: 'contact', heading: contact.heading, body: [<span key="contact">{contact.body(company)}</span>] }];
  return (
    <>
      <PageHero eyebrow={m.legal_eyebrow()} title={title} subtitle={m.legal_last_updated({ date: updated })} />
      <Box py={{ base: 40, md: 72 }}>
        <Container size="lg">
          <Grid gap={{ base: 'xl', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
              <Paper withBorder radius="lg" p="lg" pos="sticky" top={96} component="nav" aria-label={navLabel}>
                <Text fw={700} c="navy.9" mb="sm">
                  {m.legal_on_this_page()}
                </Text>
                <Stack gap={6}>
                  {sections.map((section) => (
                    <Anchor key={section.id} href={`#${section.id}`} fz="sm" c="gray.7">
                      {section.heading}
                    </Anchor>
                  ))}
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="xl">
                <Text fz="lg" c="gray.8" lh={1.7}>
                  {intro}
                </Text>
                {sections.map((section) => (
                  <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} style={{ scrollMarginTop: 96 }}>
                    <Title order={2} id={`${section.id}-heading`} fz={{ base: 21, md: 24 }} c="navy.9" mb="sm">
                      {section.heading}
                    </Title>
                    <Stack gap="sm" c="gray.8" lh={bodyLineHeight}>
                      {section.body.map((block, index) =>
                        typeof block === 'string' ? (
                          <Text key={index} lh={1.7}>
                            {block}
                          </Text>
                        ) : (
                          <Box key={index} fz={blockFontSize} lh={1.7}>
                            {block}
                          </Box>
                        ),
                      )}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
