import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TopicPage } from '@/app/_components/TopicPage';
import { missingAs404 } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

/** The anniversary campaign's own token; `{token}` pages show the campaign it names. */
const ANNIVERSARY = '10th-anniversary';

type Props = { params: Promise<{ token?: string[] }> };

async function loadCampaign(params: Props['params']) {
  const { token = [ANNIVERSARY] } = await params;
  if (token.length !== 1 || token[0] === undefined) notFound();
  return serverApi().getCampaignTopic({ token: token[0] }).catch(missingAs404);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await loadCampaign(params)).title };
}

/** `/campaign/10th-anniversary` and `/campaign/10th-anniversary/{token}`: a campaign's topic. */
export default async function CampaignPage({ params }: Props) {
  return <TopicPage topic={await loadCampaign(params)} />;
}
