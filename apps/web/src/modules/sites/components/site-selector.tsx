import { Loader, Select } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useChooseSite } from '../hooks/use-choose-site.ts';
import { useCurrentSite } from '../hooks/use-current-site.ts';
import { useSelectableSites } from '../hooks/use-selectable-sites.ts';
import { groupSites, pathAfterSiteChange } from '../site-options.ts';

interface SiteOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** The site selector of the second bar: sites grouped by country, inactive ones last. */
export function SiteSelector() {
  const { t, i18n } = useTranslation();
  const { site, isLoaded } = useCurrentSite();
  const { sites, isLoading } = useSelectableSites();
  const chooseSite = useChooseSite();
  const location = useLocation();
  const navigate = useNavigate();

  const data = useMemo<SiteOptionGroup[]>(() => {
    const groups = groupSites(sites, '', i18n.language).map((group) => ({
      group: group.isInactive ? t('SITES.INACTIVE') : group.key,
      items: group.sites.map((candidate) => ({
        value: String(candidate.id),
        label: group.isInactive ? `${candidate.name} ${t('SITES.INACTIVE_MARK')}` : candidate.name,
      })),
    }));
    const isListed = groups.some((group) => group.items.some((item) => item.value === String(site?.id)));
    if (site && !isListed) {
      groups.unshift({ group: t('SITES.CURRENT'), items: [{ value: String(site.id), label: site.name }] });
    }
    return groups;
  }, [sites, site, t, i18n.language]);

  // The calendar needs a site: a user without one is sent to the site list.
  useEffect(() => {
    if (!isLoaded || site) return;
    const next = pathAfterSiteChange(location.pathname, false);
    if (next) void navigate(next, { replace: true });
  }, [isLoaded, site, location.pathname, navigate]);

  const handleChange = (value: string | null) => {
    const chosen = sites.find((candidate) => String(candidate.id) === value);
    if (chosen && chosen.id !== site?.id) chooseSite.mutate(chosen);
  };

  return (
    <Select
      data-testid="site-selector"
      aria-label={t('SITES.SELECTOR_LABEL')}
      placeholder={isLoading ? t('LOADING') : t('SITES.CHOOSE')}
      data={data}
      value={site ? String(site.id) : null}
      onChange={handleChange}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('SITES.NO_MATCH')}
      maxDropdownHeight={400}
      w={260}
      size="sm"
      leftSection={<IconMapPin size={16} />}
      rightSection={chooseSite.isPending ? <Loader size={14} /> : undefined}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
