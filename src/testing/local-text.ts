import { createIntl } from 'react-intl';
import type { LocalText } from '@/domain/i18n/text';

/**
 * Words as a reader of `catalog` (the messages of `locale`) sees them, placeholders that are
 * messages of their own put into words too, as the screen does.
 */
export function readLocalText(
  catalog: Record<string, string>,
  locale: string,
  text: LocalText | undefined,
): string {
  const intl = createIntl({ locale, messages: catalog });
  const format = (said: LocalText): string =>
    intl.formatMessage(
      { id: said.id },
      Object.fromEntries(
        Object.entries(said.values ?? {}).map(([name, value]) => [
          name,
          typeof value === 'object' ? format(value) : value,
        ]),
      ),
    ) as string;
  if (!text) throw new Error('no message to show');
  return format(text);
}
