import 'server-only';
import { type LanguageGroup, languageGroupOfPath, languageGroupPath } from '@cw/paths';
import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GROUPS, type GroupLocale } from '@/i18n/groups';
import { authOptions, authReturnPath, callbackPath } from '@/server/auth';
import { authErrorKey } from './authErrors';
import { type AuthPage, authPagePath } from './authPaths';
import { SignInButton } from './SignInButton';
import { SignOutButton } from './SignOutButton';

/** An auth page's query: `callbackUrl`, and `error` on sign-in and the error page. */
export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

const AUTH_PAGES: readonly string[] = ['signin', 'signout', 'error'] satisfies AuthPage[];

const TITLES = { signin: 'signInTitle', signout: 'signOutTitle', error: 'errorTitle' } as const;

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/**
 * Where the reader of an auth page returns: its `callbackUrl`; on the error page, which
 * next-auth sends none, the one of the sign-in under way.
 */
function returnPath(page: AuthPage, callbackUrl: string | string[] | undefined) {
  return page === 'error' ? authReturnPath(callbackUrl) : callbackPath(callbackUrl);
}

/** An auth page's metadata: its title in `locale`, never indexed. */
export async function authMetadata(locale: GroupLocale, page: AuthPage): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t(TITLES[page]), robots: { index: false } };
}

/**
 * Sends a reader on one of the Japanese site's auth pages who returns to a language group to
 * the group's own (next-auth knows one sign-in page and one error page: its redirects land on
 * the Japanese site's), query kept.
 */
export async function redirectToGroupFrame(page: AuthPage, searchParams: AuthSearchParams) {
  const params = await searchParams;
  const returnTo = await returnPath(page, params.callbackUrl);
  if (languageGroupOfPath(returnTo) === null) return;
  const error = one(params.error);
  redirect(authPagePath(page, returnTo, error ? { error } : {}));
}

/**
 * The sign-in page in `locale`: why to sign in, the provider's button (which asks the provider
 * for the same language, `ui_locales`), and the error that brought the reader back, if any.
 */
async function SignInScreen({
  locale,
  searchParams,
}: {
  locale: GroupLocale;
  searchParams: AuthSearchParams;
}) {
  const params = await searchParams;
  const t = await getTranslations({ locale, namespace: 'auth' });
  const error = authErrorKey(one(params.error));
  const callbackUrl = callbackPath(params.callbackUrl);
  return (
    <main className="cw-auth">
      <Heading level={1}>{t('signInTitle')}</Heading>
      {error ? (
        <p role="alert" className="cw-alert">
          {t(`errors.${error}`)}
        </p>
      ) : null}
      <p>{t('signInLead')}</p>
      <ul className="cw-auth__providers">
        {authOptions().providers.map((provider) => (
          <li key={provider.id}>
            <SignInButton
              providerId={provider.id}
              label={t('signInWith', { provider: provider.name })}
              callbackUrl={callbackUrl}
              uiLocales={locale}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}

async function SignOutScreen({
  locale,
  searchParams,
}: {
  locale: GroupLocale;
  searchParams: AuthSearchParams;
}) {
  const t = await getTranslations({ locale, namespace: 'auth' });
  const callbackUrl = callbackPath((await searchParams).callbackUrl);
  return (
    <main className="cw-auth">
      <Heading level={1}>{t('signOutTitle')}</Heading>
      <p>{t('signOutQuestion')}</p>
      <SignOutButton label={t('signOut')} callbackUrl={callbackUrl} uiLocales={locale} />
    </main>
  );
}

/** The error page in `locale`: what went wrong, a new sign-in back to the same page, home. */
async function AuthErrorScreen({
  locale,
  home,
  searchParams,
}: {
  locale: GroupLocale;
  home: string;
  searchParams: AuthSearchParams;
}) {
  const params = await searchParams;
  const t = await getTranslations({ locale, namespace: 'auth' });
  const error = authErrorKey(one(params.error)) ?? 'default';
  const returnTo = await returnPath('error', params.callbackUrl);
  return (
    <main className="cw-auth">
      <Heading level={1}>{t('errorHeading')}</Heading>
      <p role="alert" className="cw-alert">
        {t(`errors.${error}`)}
      </p>
      <ul className="cw-auth__ways">
        <li>
          <a href={authPagePath('signin', returnTo)}>{t('retry')}</a>
        </li>
        <li>
          <a href={home}>{t('home')}</a>
        </li>
      </ul>
    </main>
  );
}

/**
 * One of the auth pages in `locale`, `home` the root of its frame.
 *
 * @example
 * <AuthScreen page="signin" locale="ja" home="/" searchParams={searchParams} />
 */
export function AuthScreen({
  page,
  locale,
  home,
  searchParams,
}: {
  page: AuthPage;
  locale: GroupLocale;
  home: string;
  searchParams: AuthSearchParams;
}) {
  switch (page) {
    case 'signin':
      return <SignInScreen locale={locale} searchParams={searchParams} />;
    case 'signout':
      return <SignOutScreen locale={locale} searchParams={searchParams} />;
    case 'error':
      return <AuthErrorScreen locale={locale} home={home} searchParams={searchParams} />;
  }
}

/** The params and query of a group's `/{group}/auth/[page]`. */
export type GroupAuthProps = { params: Promise<{ page: string }>; searchParams: AuthSearchParams };

async function groupAuthPage(params: GroupAuthProps['params']): Promise<AuthPage> {
  const { page } = await params;
  if (!AUTH_PAGES.includes(page)) notFound();
  return page as AuthPage;
}

/** A group's auth page's metadata, in the group's language. */
export async function groupAuthMetadata(group: LanguageGroup, { params }: GroupAuthProps) {
  return authMetadata(GROUPS[group].locale, await groupAuthPage(params));
}

/**
 * A language group's sign-in, sign-out and error pages, `/{group}/auth/{page}`, in its frame
 * and language.
 */
export async function GroupAuthPage({
  group,
  params,
  searchParams,
}: GroupAuthProps & { group: LanguageGroup }) {
  return (
    <AuthScreen
      page={await groupAuthPage(params)}
      locale={GROUPS[group].locale}
      home={languageGroupPath(group)}
      searchParams={searchParams}
    />
  );
}
