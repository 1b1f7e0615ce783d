import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated text whose numbers are marked `<n>…</n>` (e.g. 'Ready for pickup within
 * <n>{{minutes}}</n> min'), each mark as `<bdi dir="ltr">` so a number keeps its order inside
 * Arabic text (DESIGN: Right to left). Any other text is shown as it is, never as HTML. Does what
 * react-i18next's `Trans` would do for this one tag without its HTML parser in the bundle.
 */
export function isolateNumbers(text: string): ReactNode {
  const parts = text.split(/<n>(.*?)<\/n>/);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <bdi key={i} dir="ltr">
        {part}
      </bdi>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
