import shared from '../it.json';
import { type TextTree, withModuleTexts } from '../merge-texts.ts';

/** Every it text of the app (shared and modules'), one chunk loaded when it is the interface language. */
const moduleFiles = import.meta.glob<TextTree>('../../modules/**/i18n/it.json', {
  eager: true,
  import: 'default',
});

export default withModuleTexts(shared, moduleFiles);
