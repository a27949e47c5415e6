// Two web and two backend instances on one PostgreSQL behind the operator's nginx
// (ops/nginx), as docs/deploy.md runs them; each phase below is one part of the resilience
// suite, in this order: quiet checks first, then load, then faults.
import { sharedCluster } from './context.ts';
import { describeAuthorization } from './phases/authorization.ts';
import { describeFaults } from './phases/faults.ts';
import { describeHostileInput } from './phases/hostileInput.ts';
import { describeLoadPhase } from './phases/load.ts';
import { describeSharedLimits } from './phases/sharedLimits.ts';
import { describeRankingsOnce, describeTwoInstances } from './phases/twoInstances.ts';

const context = sharedCluster();

describeTwoInstances(context);
describeHostileInput(context);
describeAuthorization(context);
describeSharedLimits(context);
describeLoadPhase(context);
describeFaults(context);
describeRankingsOnce(context);
