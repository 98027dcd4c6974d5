import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerKind } from '../../customer-paths.ts';

/** The own-database search: individuals by first name, last name and e-mail; companies by name and e-mail. */
export type OwnSearch = Readonly<Record<string, string>>;

const fieldsOf = (kind: CustomerKind) =>
  kind === 'company'
    ? ([
        { filter: 'name', labelKey: 'CUSTOMERS.COMPANY_NAME', testId: 'own-search-name' },
        { filter: 'email.email', labelKey: 'CUSTOMERS.EMAIL', testId: 'own-search-email' },
      ] as const)
    : ([
        { filter: 'firstname', labelKey: 'CUSTOMERS.FIRSTNAME', testId: 'own-search-firstname' },
        { filter: 'lastname', labelKey: 'CUSTOMERS.LASTNAME', testId: 'own-search-lastname' },
        { filter: 'email.email', labelKey: 'CUSTOMERS.EMAIL', testId: 'own-search-email' },
      ] as const);

export function OwnSearchForm({
  kind,
  onSearch,
}: {
  kind: CustomerKind;
  onSearch: (search: OwnSearch) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const fields = fieldsOf(kind);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search: Record<string, string> = {};
    for (const field of fields) {
      const value = (values[field.filter] ?? '').trim();
      if (value) search[field.filter] = value;
    }
    onSearch(search);
  };
  return (
    <form onSubmit={handleSubmit} data-testid="own-search-form">
      <SimpleGrid cols={{ base: 1, sm: fields.length }} spacing="md">
        {fields.map((field) => (
          <TextInput
            key={field.filter}
            label={t(field.labelKey)}
            value={values[field.filter] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field.filter]: value }));
            }}
            data-testid={field.testId}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" leftSection={<IconSearch size={16} />} data-testid="own-search-submit">
          {t('CUSTOMERS.SEARCH')}
        </Button>
      </Group>
    </form>
  );
}
