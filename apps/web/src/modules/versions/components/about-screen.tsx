import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSite } from '@/modules/sites/hooks/use-current-site.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { PageHeader } from '@/ui/page-header.tsx';
import { useBackChangelog, useFrontChangelog } from '../hooks/use-changelogs.ts';
import { webVersion } from '../web-version.ts';
import { MarkdownView } from './markdown-view.tsx';
import { UserCertificateButton } from './user-certificate-actions.tsx';

/** One version figure of the header cards. */
function VersionFigure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={600} ff="monospace" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** A changelog's card: its title, a loader, the markdown, or what went wrong. */
function ChangelogCard({
  title,
  badge,
  note,
  query,
  testId,
}: {
  title: string;
  badge?: ReactNode;
  note?: ReactNode;
  query: { isPending: boolean; error: unknown; content: string | undefined };
  testId: string;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isPending) body = <Loader size="sm" />;
  else if (query.content === undefined)
    body = (
      <Alert color="red" icon={<IconAlertTriangle />} data-testid={`${testId}-error`}>
        {errorMessage(query.error, t, 'VERSIONS.CHANGELOG_ERROR')}
      </Alert>
    );
  else if (query.content.trim() === '')
    body = (
      <Text size="sm" c="dimmed">
        {t('VERSIONS.EMPTY_CHANGELOG')}
      </Text>
    );
  else
    body = (
      // Each changelog scrolls in its card: the two stay side by side, the page within the window.
      <ScrollArea.Autosize mah="max(320px, calc(100vh - 480px))" type="auto" offsetScrollbars>
        <MarkdownView content={query.content} testId={testId} />
      </ScrollArea.Autosize>
    );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          {badge}
        </Group>
        {note}
        {body}
      </Stack>
    </Paper>
  );
}

/**
 * The about page (back-office spec "About and versions"): the versions of the web app, the API and
 * the fiscal rules; the web app's changelog (its French file, else the English one) and the API's;
 * the user certificate of the current site.
 */
export function AboutScreen() {
  const { t } = useTranslation();
  const front = useFrontChangelog();
  const back = useBackChangelog();
  const { site } = useCurrentSite();
  const pending = <Loader size="xs" />;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('MENU.ABOUT')}
        subtitle={t('VERSIONS.SUBTITLE')}
        actions={
          <Stack gap={4} align="flex-end">
            <UserCertificateButton siteId={site?.id ?? null} />
            <Text size="xs" c="dimmed" data-testid="user-certificate-hint">
              {site ? t('VERSIONS.USER_CERTIFICATE_HINT', { site: site.name }) : t('VERSIONS.NO_SITE')}
            </Text>
          </Stack>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <VersionFigure label={t('VERSIONS.WEB_VERSION')} value={webVersion} testId="web-version" />
        <VersionFigure
          label={t('VERSIONS.API_VERSION')}
          value={back.data?.versionBack ?? (back.isPending ? pending : '—')}
          testId="api-version"
        />
        <VersionFigure
          label={t('VERSIONS.FISCAL_VERSION')}
          value={back.data?.versionFiscale ?? (back.isPending ? pending : '—')}
          testId="fiscal-version"
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('VERSIONS.LEDGER_KEY')}
        </Text>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="ledger-key">
          {back.data?.ledgerKeyFingerprint ?? (back.isPending ? pending : '—')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('VERSIONS.LEDGER_KEY_HINT')}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChangelogCard
          title={t('VERSIONS.FRONT_CHANGELOG')}
          badge={<Badge variant="light">{webVersion}</Badge>}
          note={
            front.data?.language === 'en' ? (
              <Text size="xs" c="dimmed" data-testid="front-changelog-fallback">
                {t('VERSIONS.FRONT_FALLBACK')}
              </Text>
            ) : null
          }
          query={{ isPending: front.isPending, error: front.error, content: front.data?.content }}
          testId="front-changelog"
        />
        <ChangelogCard
          title={t('VERSIONS.BACK_CHANGELOG')}
          badge={back.data ? <Badge variant="light">{back.data.versionBack}</Badge> : null}
          query={{ isPending: back.isPending, error: back.error, content: back.data?.content }}
          testId="back-changelog"
        />
      </SimpleGrid>
    </Stack>
  );
}
