import type { ProductRead } from '@velodesk/contract/api/catalogue';
import { idFromIri, iri } from '@velodesk/contract/hydra';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentSite } from '@/modules/sites/hooks/use-current-site.ts';
import { useFleetSiteOptions, useRangeOptions } from '../hooks/use-fleet-options.ts';
import { useLabelPrint } from '../hooks/use-label-print.ts';
import type { ModelsDialog } from './models-panel.tsx';
import { productColumns } from './product-columns.tsx';

export const allSites = 'all';

export type FleetDialog =
  | { kind: 'product'; product: ProductRead | null }
  | { kind: 'status'; product: ProductRead }
  | { kind: 'history'; product: ProductRead }
  | { kind: 'import' }
  | ModelsDialog;

export type FleetTab = 'products' | 'models';

/**
 * The fleet screen's state: the site shown (in the URL), the range, the tab, the open dialog, and
 * the products grid's columns and fixed query.
 */
export const useFleet = () => {
  const current = useCurrentSite();
  const sites = useFleetSiteOptions();
  const ranges = useRangeOptions();
  // The site shown is in the URL (`?site=<id>` or `all`), so a link (the top-bar search's product
  // result) opens the fleet of that product's site, and the browser's back keeps the choice.
  const [params, setParams] = useSearchParams();
  const siteParam = params.get('site');
  const siteChoice =
    siteParam === allSites ? allSites : siteParam && /^\d+$/.test(siteParam) ? iri('sites', siteParam) : null;
  const setSiteChoice = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('site', value === allSites ? allSites : String(idFromIri(value)));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [range, setRange] = useState<string | null>(null);
  const [dialog, setDialog] = useState<FleetDialog | null>(null);
  const [tab, setTab] = useState<FleetTab>('products');
  const labels = useLabelPrint();
  const site = siteChoice ?? current.site?.['@id'] ?? allSites;

  const fixedQuery = useMemo(() => {
    const query: Record<string, number> = {};
    if (site !== allSites) query['site.id'] = idFromIri(site);
    if (range) query['declination.range.id'] = idFromIri(range);
    return query;
  }, [site, range]);

  const columns = useMemo(
    () =>
      productColumns({
        allSitesShown: site === allSites,
        labels: { printingId: labels.printingId, print: labels.print },
        onOpen: setDialog,
      }),
    [site, labels.printingId, labels.print],
  );

  return {
    sites,
    ranges,
    site,
    setSiteChoice,
    /** The user's current site is still being read and no site was chosen: the grid waits. */
    isWaitingForSite: current.isLoading && siteChoice === null,
    range,
    setRange,
    tab,
    setTab,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    fixedQuery,
    columns,
  };
};

export type FleetState = ReturnType<typeof useFleet>;
