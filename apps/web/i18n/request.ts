import { getRequestConfig } from 'next-intl/server';
import { GROUP_TIME_ZONE, GROUPS, type GroupLocale } from './groups';

const LOCALES: readonly string[] = Object.values(GROUPS).map((group) => group.locale);

/**
 * next-intl's configuration of a render: the language group's pages pass their locale to every
 * call (`getTranslations({ locale })`), so a page stays static (no request headers read).
 */
export default getRequestConfig(async ({ locale }) => {
  const chosen = (locale && LOCALES.includes(locale) ? locale : 'ja') as GroupLocale;
  return {
    locale: chosen,
    messages: (await import(`../messages/${chosen}.json`)).default,
    timeZone: GROUP_TIME_ZONE,
  };
});
