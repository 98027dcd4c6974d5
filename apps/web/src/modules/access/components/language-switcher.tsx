import { Button, Group, Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import type { InterfaceLanguage } from '@velodesk/contract/ids';
import { useTranslation } from 'react-i18next';
import { LanguageFlag } from '@/ui/flags.tsx';
import { useChangeLanguage } from '../hooks/use-change-language.ts';
import classes from './language-switcher.module.css';

/** French and English in the top bar, and a second list with English, Spanish, German, Italian, Russian. */
const topBarLanguages = ['fr', 'en'] as const satisfies readonly InterfaceLanguage[];
const moreLanguages: readonly InterfaceLanguage[] = ['en', 'es', 'de', 'it', 'ru'];

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const active = i18n.resolvedLanguage ?? i18n.language;

  return (
    <Group gap={4} wrap="nowrap" data-testid="language-switcher">
      {topBarLanguages.map((language) => (
        <Tooltip key={language} label={t(`LANGUAGE.SWITCH_TO.${language}`)} withArrow>
          <UnstyledButton
            className={classes.flagButton}
            data-active={active === language || undefined}
            aria-pressed={active === language}
            aria-label={t(`LANGUAGE.SWITCH_TO.${language}`)}
            onClick={() => void changeLanguage(language)}
            data-testid={`language-${language}`}
          >
            <LanguageFlag language={language} />
            <span>{t(`LANGUAGE.CODE.${language}`)}</span>
          </UnstyledButton>
        </Tooltip>
      ))}
      <Menu position="bottom-end" shadow="md" width={200} withArrow>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            px={6}
            aria-label={t('LANGUAGE.MORE')}
            data-testid="language-menu"
            rightSection={<IconChevronDown size={14} />}
          >
            <IconLanguage size={18} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah={400} style={{ overflowY: 'auto' }}>
          <Menu.Label>{t('LANGUAGE.TITLE')}</Menu.Label>
          {moreLanguages.map((language) => (
            <Menu.Item
              key={language}
              leftSection={<LanguageFlag language={language} />}
              rightSection={active === language ? <IconCheck size={14} /> : null}
              onClick={() => void changeLanguage(language)}
              data-testid={`language-option-${language}`}
              lang={language}
            >
              {t(`LANGUAGE.NATIVE.${language}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
