import { DeclinationModal } from './declination-modal.tsx';
import { ProductImportModal } from './product-import-modal.tsx';
import { ProductModal } from './product-modal.tsx';
import { RangeModal } from './range-modal.tsx';
import { StatusChangeModal } from './status-change-modal.tsx';
import { StatusHistoryModal } from './status-history-modal.tsx';
import { allSites, type FleetState } from './use-fleet.ts';

/** The fleet's dialogs: a product, its status and history, the import, a range, a model. */
export function FleetDialogs({ fleet }: { fleet: FleetState }) {
  const { dialog } = fleet;
  return (
    <>
      {dialog?.kind === 'product' ? (
        <ProductModal
          product={dialog.product}
          defaultSite={fleet.site === allSites ? null : fleet.site}
          onClose={fleet.closeDialog}
        />
      ) : null}
      {dialog?.kind === 'status' ? (
        <StatusChangeModal product={dialog.product} onClose={fleet.closeDialog} />
      ) : null}
      {dialog?.kind === 'history' ? (
        <StatusHistoryModal product={dialog.product} onClose={fleet.closeDialog} />
      ) : null}
      {dialog?.kind === 'import' ? <ProductImportModal onClose={fleet.closeDialog} /> : null}
      {dialog?.kind === 'range' ? <RangeModal range={dialog.range} onClose={fleet.closeDialog} /> : null}
      {dialog?.kind === 'declination' ? (
        <DeclinationModal
          declination={dialog.declination}
          defaultRange={dialog.defaultRange}
          onClose={fleet.closeDialog}
        />
      ) : null}
    </>
  );
}
