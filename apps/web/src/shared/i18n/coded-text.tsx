import type { CodedMessage, Language } from '@sufra/contract';
import { Suspense, use } from 'react';
import { useLanguage } from './use-language.ts';

type Catalogue = typeof import('@sufra/contract/messages');
let catalogue: Promise<Catalogue> | undefined;

/**
 * The message catalogue (@sufra/contract/messages, ~5 KB gzipped), fetched once, on first need:
 * screens that only sometimes show a catalogue text (a basket line's discount note, a refused +)
 * keep it out of their first chunk (docs/decisions/0013-first-screen-speed.md).
 */
function loadCatalogue(): Promise<Catalogue> {
  catalogue ??= import('@sufra/contract/messages');
  return catalogue;
}

/** The text of a coded message (`messageText`) in `language`, once the catalogue has loaded. */
export async function codedText(message: CodedMessage, language: Language): Promise<string> {
  return (await loadCatalogue()).messageText(message, language);
}

function Text({ message }: { message: CodedMessage }) {
  const { api } = useLanguage();
  return use(loadCatalogue()).messageText(message, api);
}

/** A coded message in the API language, rendered once the catalogue has loaded (nothing before). */
export function CodedText({ message }: { message: CodedMessage }) {
  return (
    <Suspense fallback={null}>
      <Text message={message} />
    </Suspense>
  );
}
