import shared from '../fr.json';
import { type TextTree, withModuleTexts } from '../merge-texts.ts';

/** Every fr text of the app (shared and modules'), one chunk loaded when fr is the interface language. */
const moduleFiles = import.meta.glob<TextTree>('../../modules/**/i18n/fr.json', {
  eager: true,
  import: 'default',
});

export default withModuleTexts(shared, moduleFiles);
