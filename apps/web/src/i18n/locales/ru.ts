import { type TextTree, withModuleTexts } from '../merge-texts.ts';
import shared from '../ru.json';

/** Every ru text of the app (shared and modules'), one chunk loaded when ru is the interface language. */
const moduleFiles = import.meta.glob<TextTree>('../../modules/**/i18n/ru.json', {
  eager: true,
  import: 'default',
});

export default withModuleTexts(shared, moduleFiles);
