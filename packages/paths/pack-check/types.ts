import { type LabelPage, labelPath, topicPath, workPath } from '@cw/paths';

const page: LabelPage = 'contents';
const label: string = labelPath('hoshizora', page);
const topic: string = topicPath({ id: 1, kind: 'news' });
const work: string = workPath('KDCW_AM01_68', { episodeType: 'comics' });
// @ts-expect-error a label has no such page
labelPath('hoshizora', 'about');
// @ts-expect-error no such tab
workPath('KDCW_AM01_68', { episodeType: 'all' });

export { label, topic, work };
