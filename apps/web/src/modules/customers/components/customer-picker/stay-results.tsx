import { Loader, Paper, Table, Text } from '@mantine/core';
import type { StayCustomerRead } from '@velodesk/contract/api/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/ui/data-grid/data-grid.module.css';
import { GridPager } from '@/ui/data-grid/grid-pager.tsx';
import { formatDay } from '@/ui/format.ts';
import { orDash } from '../../customer-format.ts';

export const stayResultsPerPage = 10;

/** The stay-system matches, 10 per page, paged here (spec); a click imports the client. */
export function StayResults({
  results,
  onPick,
  importingId,
}: {
  results: readonly StayCustomerRead[];
  onPick: (client: StayCustomerRead) => void;
  /** The client being imported, if any (its row shows a spinner, the others wait). */
  importingId: string | null;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pageRows = results.slice((page - 1) * stayResultsPerPage, page * stayResultsPerPage);

  return (
    <Paper withBorder radius="md" className={classes.root} data-testid="stay-results">
      <div className={classes.tableWrap} style={{ minHeight: 0 }}>
        <Table highlightOnHover verticalSpacing={8} horizontalSpacing="md" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('CUSTOMERS.LASTNAME')}</Table.Th>
              <Table.Th>{t('CUSTOMERS.FIRSTNAME')}</Table.Th>
              <Table.Th>{t('CUSTOMERS.PLACE_NAME')}</Table.Th>
              <Table.Th>{t('CUSTOMERS.STAY_START')}</Table.Th>
              <Table.Th>{t('CUSTOMERS.STAY_END')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center" py="md" data-testid="stay-results-empty">
                    {t('CUSTOMERS.NO_STAY_FOUND')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              pageRows.map((client) => (
                <Table.Tr
                  key={client.clientId}
                  className={importingId ? undefined : classes.clickableRow}
                  onClick={importingId ? undefined : () => onPick(client)}
                  data-testid="stay-result-row"
                >
                  <Table.Td fw={500}>{orDash(client.lastName)}</Table.Td>
                  <Table.Td>{orDash(client.firstName)}</Table.Td>
                  <Table.Td>{orDash(client.emplacementName)}</Table.Td>
                  <Table.Td>{formatDay(client.stayDateStart)}</Table.Td>
                  <Table.Td>{formatDay(client.stayDateEnd)}</Table.Td>
                  <Table.Td>{importingId === client.clientId ? <Loader size={14} /> : null}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </div>
      <GridPager page={page} itemsPerPage={stayResultsPerPage} total={results.length} onPage={setPage} />
    </Paper>
  );
}
