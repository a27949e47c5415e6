import * as domain from '@cw/domain';
import { describe, expect, it } from 'vitest';
import { isTrialEpisode } from './trialEpisode';

// What the entry does is checked on the packed tarball (pack-check/), each rule beside its code.
describe('@cw/domain', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(domain.isTrialEpisode).toBe(isTrialEpisode);
  });
});
