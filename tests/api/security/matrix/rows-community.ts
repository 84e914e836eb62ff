import { coachingRows } from './rows-community-coaching';
import { feedRows } from './rows-community-feed';
import { meetingRows } from './rows-community-meetings';
import { podcastRows } from './rows-community-podcasts';
import { webinarRows } from './rows-community-webinars';
import type { MatrixRow } from './types';

// Community and learning (docs/community.md), one file per area.
export const communityRows: MatrixRow[] = [...feedRows, ...podcastRows, ...webinarRows, ...coachingRows, ...meetingRows];
