import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { checkPassword, type PasswordCheck, passwordMinLength } from '@velodesk/contract/password';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';

type RulePart = PasswordCheck['missing'][number];

const ruleKeys: Record<RulePart, TextKey> = {
  length: 'PASSWORD.RULE_LENGTH',
  upper: 'PASSWORD.RULE_UPPER',
  lower: 'PASSWORD.RULE_LOWER',
  digit: 'PASSWORD.RULE_DIGIT',
  special: 'PASSWORD.RULE_SPECIAL',
};

const ruleParts: RulePart[] = ['length', 'upper', 'lower', 'digit', 'special'];

/** The password rule of the contract, each part ticked as the user types. */
export function PasswordRuleHint({ password }: { password: string }) {
  const { t } = useTranslation();
  const { missing } = checkPassword(password);
  return (
    <List spacing={4} size="sm" center data-testid="password-rule">
      {ruleParts.map((part) => {
        const isMet = !missing.includes(part);
        return (
          <List.Item
            key={part}
            data-met={isMet}
            icon={
              <ThemeIcon
                color={isMet ? 'teal' : 'gray'}
                variant={isMet ? 'filled' : 'light'}
                size={18}
                radius="xl"
              >
                {isMet ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
            c={isMet ? 'teal.8' : 'dimmed'}
          >
            {t(ruleKeys[part], { min: passwordMinLength })}
          </List.Item>
        );
      })}
    </List>
  );
}
