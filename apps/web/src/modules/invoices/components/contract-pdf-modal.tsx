import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The languages a contract document is written in (the API's ?language=). */
export type ContractLanguage = 'fr' | 'en';

/** The document's language offered first: the interface's when it is French or English, else English. */
export const defaultContractLanguage = (interfaceLanguage: string): ContractLanguage =>
  interfaceLanguage.startsWith('fr') ? 'fr' : 'en';

/**
 * The contract PDF modal (rentals spec "Contract edition confirmation and contract PDF"): the user
 * chooses French or English, then Generate makes the document in that language and opens it.
 */
export function ContractPdfModal({
  rentalId,
  opened,
  loading,
  onClose,
  onGenerate,
}: {
  rentalId: number;
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onGenerate: (language: ContractLanguage) => void;
}) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<ContractLanguage>(() =>
    defaultContractLanguage(i18n.resolvedLanguage ?? i18n.language),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('INVOICES.CONTRACT_PDF_TITLE', { id: rentalId })}
      centered
      data-testid="contract-pdf-modal"
    >
      <Stack gap="md" onClick={(event) => event.stopPropagation()}>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('INVOICES.CONTRACT_PDF_LANGUAGE')}
          </Text>
          <SegmentedControl
            value={language}
            onChange={(value) => setLanguage(value as ContractLanguage)}
            data={[
              { value: 'fr', label: t('LANGUAGE.NATIVE.fr') },
              { value: 'en', label: t('LANGUAGE.NATIVE.en') },
            ]}
            data-testid="contract-pdf-language"
          />
        </Stack>
        <Group justify="flex-end">
          <Button
            leftSection={<IconFileText size={16} />}
            loading={loading}
            onClick={() => onGenerate(language)}
            data-testid="contract-pdf-generate"
          >
            {t('INVOICES.CONTRACT_PDF_GENERATE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
