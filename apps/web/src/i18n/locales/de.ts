import shared from '../de.json';
import { type TextTree, withModuleTexts } from '../merge-texts.ts';

/** Every de text of the app (shared and modules'), one chunk loaded when de is the interface language. */
const moduleFiles = import.meta.glob<TextTree>('../../modules/**/i18n/de.json', {
  eager: true,
  import: 'default',
});

export default withModuleTexts(shared, moduleFiles);
