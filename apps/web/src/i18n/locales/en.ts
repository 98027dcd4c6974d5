import shared from '../en.json';
import { type TextTree, withModuleTexts } from '../merge-texts.ts';

/** Every en text of the app (shared and modules'), one chunk loaded when en is the interface language. */
const moduleFiles = import.meta.glob<TextTree>('../../modules/**/i18n/en.json', {
  eager: true,
  import: 'default',
});

export default withModuleTexts(shared, moduleFiles);
