import shared from '../es.json';
import { type TextTree, withModuleTexts } from '../merge-texts.ts';

/** Every es text of the app (shared and modules'), one chunk loaded when es is the interface language. */
const moduleFiles = import.meta.glob<TextTree>('../../modules/**/i18n/es.json', {
  eager: true,
  import: 'default',
});

export default withModuleTexts(shared, moduleFiles);
