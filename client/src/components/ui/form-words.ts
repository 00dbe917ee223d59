import { translator, useChunkMessages, type Catalogues, type Translator } from '../../i18n';
import englishForms from '../../i18n/generated/en/forms';

/** The guests' forms' shared words (the phone's country code, the consent boxes) in a language. */
export type FormWords = Translator<Catalogues['forms']>;

/** The forms' shared words in the page's language (English on the admin's pages); English travels with the forms' chunks. */
export const useFormWords = (): FormWords => useChunkMessages('forms', englishForms);

/** English, for callers with no page. */
export const ENGLISH_FORM_WORDS: FormWords = translator(englishForms, 'en');
