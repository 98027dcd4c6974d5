import { ActionIcon, Tooltip } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Switches the whole page in and out of fullscreen. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  const label = fullscreen ? t('SHELL.EXIT_FULLSCREEN') : t('SHELL.ENTER_FULLSCREEN');
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={() => void toggle()}
        aria-label={label}
        data-testid="fullscreen-toggle"
      >
        {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
