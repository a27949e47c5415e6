'use client';

import { followedPageQuery } from '@cw/api-client/queries';
import { WorkGrid } from '@cw/catalog/components';
import { type LanguageGroup, languageGroupWorkPath } from '@cw/paths';
import { Heading, useUiLocale } from '@cw/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { withQueryClient } from '@/app/_components/queryRuntime';
import { useApiClient } from '../ApiClientContext';
import { useSession } from '../session';
import { SignInLink } from './GroupHeader';

/** A group's `/my_magazine`: the works the reader follows (fetched in the browser). */
function GroupMyMagazineLive({ group }: { group: LanguageGroup }) {
  const t = useTranslations('myMagazine');
  const { status } = useSession();
  return (
    <main className="cw-page">
      <Heading level={1}>{t('title')}</Heading>
      {status === 'unauthenticated' ? (
        <>
          <p>{t('signIn')}</p>
          <p>
            <SignInLink group={group} />
          </p>
        </>
      ) : (
        <>
          <p>{t('intro')}</p>
          {status === 'authenticated' ? <FollowedWorks group={group} /> : null}
        </>
      )}
    </main>
  );
}

function FollowedWorks({ group }: { group: LanguageGroup }) {
  const t = useTranslations('myMagazine');
  const locale = useUiLocale();
  const followed = useQuery(followedPageQuery(useApiClient(), 'work', { page: 1, perPage: 100 }));
  if (followed.isError) return <p role="alert">{t('error')}</p>;
  return (
    <WorkGrid
      locale={locale}
      works={followed.data?.items.map(({ work }) => work) ?? []}
      loading={followed.isPending}
      emptyLabel={t('empty')}
      workHref={(work) => languageGroupWorkPath(group, work.code)}
    />
  );
}

export const GroupMyMagazine = withQueryClient(GroupMyMagazineLive);
