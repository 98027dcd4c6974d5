import { activeListFilterOf } from '@/ui/data-grid/grid-types.ts';

/** The Actif/Inactif list filter of the settings' activated-like columns. */
export const activeFilter = activeListFilterOf('SETTINGS.ACTIVE', 'SETTINGS.INACTIVE');
