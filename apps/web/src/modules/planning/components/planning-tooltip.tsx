import { Badge, Divider, Group, Paper, Portal, Stack, Text } from '@mantine/core';
import type { PlanningBlock, PlanningRead } from '@velodesk/contract/api/rentals';
import { RentalType } from '@velodesk/contract/ids';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@/ui/format.ts';
import { withColon } from '@/ui/label-colon.ts';
import { blockMoments } from '../planning-cells.ts';
import classes from './planning-grid.module.css';

export interface HoveredBlock {
  block: PlanningBlock;
  /** The block's box on screen (viewport coordinates). */
  x: number;
  top: number;
  bottom: number;
}

const tooltipHeight = 220;

const shownDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * What a block tells on hover (or under the keyboard's cursor): the rental's number and type, from
 * and to, its product count, amount incl. tax, customer (with the EXPLORER badge of a loyal
 * customer), "paid at the end of the stay" for such a stay's contract, and comments. One tooltip for the whole grid, placed next to the block.
 */
export function PlanningTooltip({
  hovered,
  answer,
  windowStart,
}: {
  hovered: HoveredBlock;
  answer: PlanningRead;
  windowStart: string;
}) {
  const { t, i18n } = useTranslation();
  const rentalId = hovered.block[0];
  const rental = answer.rentals[rentalId];
  const moments = blockMoments(windowStart, hovered.block);
  const below = hovered.bottom + 6 + tooltipHeight < window.innerHeight;
  const amount = rental ? formatEuros(rental[4], i18n.resolvedLanguage ?? i18n.language) : '';
  return (
    <Portal>
      <div
        className={classes.tooltip}
        style={{
          left: Math.max(8, Math.min(hovered.x, window.innerWidth - 330)),
          ...(below ? { top: hovered.bottom + 6 } : { bottom: window.innerHeight - hovered.top + 6 }),
        }}
        role="tooltip"
        data-testid="planning-tooltip"
      >
        <Paper shadow="md" withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text fw={700} size="sm">
                {t('PLANNING.TOOLTIP.RENTAL', { id: rentalId })}
              </Text>
              {rental ? (
                <Badge
                  size="sm"
                  variant="light"
                  color={rental[0] === RentalType.contract ? 'orange' : 'blue'}
                >
                  {rental[0] === RentalType.contract ? t('PLANNING.CONTRACT') : t('PLANNING.RESERVATION')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs">
              {t('PLANNING.TOOLTIP.FROM')} {shownDate(moments.startDate)} {moments.startTime} ·{' '}
              {t('PLANNING.TOOLTIP.TO')} {shownDate(moments.endDate)} {moments.endTime}
            </Text>
            {rental ? (
              <>
                <Text size="xs">
                  {withColon(t('PLANNING.TOOLTIP.PRODUCTS'), i18n.language)} {rental[3]} ·{' '}
                  {withColon(t('PLANNING.TOOLTIP.AMOUNT'), i18n.language)} {amount}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Text size="xs">
                    {withColon(t('PLANNING.TOOLTIP.CUSTOMER'), i18n.language)} <b>{rental[5]}</b>
                  </Text>
                  {rental[6] > 0 ? (
                    <Badge size="xs" color="grape" variant="filled" data-testid="planning-explorer">
                      {t('PLANNING.TOOLTIP.EXPLORER')}
                    </Badge>
                  ) : null}
                </Group>
                {rental[8] ? (
                  <Badge
                    size="xs"
                    color="grape"
                    variant="light"
                    tt="none"
                    w="fit-content"
                    data-testid="planning-fds"
                  >
                    {t('DEPOSITS.END_OF_STAY.MARK')}
                  </Badge>
                ) : null}
                {rental[7].length > 0 ? (
                  <>
                    <Divider my={2} />
                    <Text size="xs" c="dimmed">
                      {t('PLANNING.TOOLTIP.COMMENTS')}
                    </Text>
                    {rental[7].slice(0, 4).map((comment, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: comments are shown in their order, never moved
                      <Text key={index} size="xs" lineClamp={2}>
                        {comment}
                      </Text>
                    ))}
                  </>
                ) : null}
              </>
            ) : null}
          </Stack>
        </Paper>
      </div>
    </Portal>
  );
}
