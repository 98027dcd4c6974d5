import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileInvoice, IconFileText } from '@tabler/icons-react';
import { RentalState, RentalType } from '@velodesk/contract/ids';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyInfo } from '@/ui/notify.tsx';
import { fetchLastRentalInvoice, generateContractPdf, generateInvoicePdf } from '../api/invoices-api.ts';
import { useOpenDocument } from '../hooks/use-open-document.ts';
import { ContractPdfModal } from './contract-pdf-modal.tsx';

/** What a rental row tells about its documents. */
export interface RentalDocumentFacts {
  id: number;
  rentalTypeId: number;
  stateId: number;
  invoicingDisabled: boolean;
}

/**
 * The documents of a rental row (rentals spec "Invoice list"): the contract (or reservation) PDF,
 * in French or English as chosen in the contract PDF modal, and on a validated contract that is invoiced, its last invoice's PDF, made first when missing.
 * Test ids `rental-document-contract-pdf` and `rental-document-invoice`; clicks never reach the row.
 */
export function RentalDocumentActions({ rental }: { rental: RentalDocumentFacts }) {
  const { t } = useTranslation();
  const invoice = useOpenDocument('INVOICES.PDF_ERROR');
  const contract = useOpenDocument('INVOICES.CONTRACT_PDF_ERROR');
  // The contract PDF modal: the user picks French or English first.
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  const invoiced =
    rental.rentalTypeId === RentalType.contract &&
    rental.stateId === RentalState.validated &&
    !rental.invoicingDisabled;
  const stop = (run: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    run();
  };

  return (
    <>
      {invoiced ? (
        <Tooltip label={t('INVOICES.ROW_INVOICE')}>
          <ActionIcon
            variant="subtle"
            color="indigo"
            aria-label={t('INVOICES.ROW_INVOICE')}
            loading={invoice.openingId === rental.id}
            onClick={stop(() =>
              invoice.open(rental.id, `invoice-${rental.id}.pdf`, async () => {
                const last = await fetchLastRentalInvoice(rental.id);
                if (!last) {
                  notifyInfo(t('INVOICES.ROW_NO_INVOICE'));
                  return null;
                }
                return last.pdf ?? (await generateInvoicePdf(last.id)).file;
              }),
            )}
            data-testid="rental-document-invoice"
          >
            <IconFileInvoice size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label={t('INVOICES.ROW_CONTRACT_PDF')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('INVOICES.ROW_CONTRACT_PDF')}
          loading={contract.openingId === rental.id}
          onClick={stop(() => setChoosingLanguage(true))}
          data-testid="rental-document-contract-pdf"
        >
          <IconFileText size={16} />
        </ActionIcon>
      </Tooltip>
      {choosingLanguage ? (
        <ContractPdfModal
          rentalId={rental.id}
          opened
          loading={contract.openingId === rental.id}
          onClose={() => setChoosingLanguage(false)}
          onGenerate={(language) => {
            setChoosingLanguage(false);
            contract.open(
              rental.id,
              `contract-${rental.id}-${language}.pdf`,
              async () => (await generateContractPdf(rental.id, language)).file,
            );
          }}
        />
      ) : null}
    </>
  );
}
