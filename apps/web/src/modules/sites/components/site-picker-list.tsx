import {
  Badge,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseSite } from '../hooks/use-choose-site.ts';
import { useCurrentSite } from '../hooks/use-current-site.ts';
import { useSelectableSites } from '../hooks/use-selectable-sites.ts';
import { groupSites } from '../site-options.ts';
import classes from './site-picker-list.module.css';

/** The site list (/site-list): search box, sites grouped by country, inactive ones last; pick one. */
export function SitePickerList() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const { sites, isLoading } = useSelectableSites();
  const { site: current } = useCurrentSite();
  const chooseSite = useChooseSite();
  const groups = useMemo(() => groupSites(sites, search, i18n.language), [sites, search, i18n.language]);

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <TextInput
        data-testid="site-list-search"
        leftSection={<IconSearch size={16} />}
        placeholder={t('SITES.SEARCH_PLACEHOLDER')}
        aria-label={t('SITES.SEARCH_PLACEHOLDER')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="sm"
      />
      <ScrollArea.Autosize mah={350} type="auto" offsetScrollbars data-testid="site-list">
        {isLoading ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : groups.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="site-list-empty">
            {t('SITES.NO_MATCH')}
          </Text>
        ) : (
          <Stack gap="xs">
            {groups.map((group) => (
              <div key={group.key}>
                <Divider
                  label={group.isInactive ? t('SITES.INACTIVE') : group.key}
                  labelPosition="left"
                  classNames={{ label: classes.groupLabel }}
                />
                {group.sites.map((site) => {
                  const isCurrent = current?.id === site.id;
                  return (
                    <UnstyledButton
                      key={site.id}
                      className={classes.row}
                      data-current={isCurrent || undefined}
                      data-testid={`site-pick-${site.id}`}
                      onClick={() => !isCurrent && chooseSite.mutate(site)}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Group gap="sm" wrap="nowrap">
                          <IconMapPin size={18} className={classes.icon} />
                          <div>
                            <Text size="sm" fw={500} c={group.isInactive ? 'dimmed' : undefined}>
                              {site.name}
                              {group.isInactive ? ` ${t('SITES.INACTIVE_MARK')}` : ''}
                            </Text>
                            {site.city ? (
                              <Text size="xs" c="dimmed">
                                {site.city}
                              </Text>
                            ) : null}
                          </div>
                        </Group>
                        {isCurrent ? (
                          <Badge variant="light">{t('SITES.CURRENT')}</Badge>
                        ) : (
                          <Button
                            component="span"
                            size="compact-sm"
                            variant="light"
                            loading={chooseSite.isPending && chooseSite.variables?.id === site.id}
                          >
                            {t('SITES.PICK')}
                          </Button>
                        )}
                      </Group>
                    </UnstyledButton>
                  );
                })}
              </div>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Paper>
  );
}
