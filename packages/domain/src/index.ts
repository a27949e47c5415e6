export { isTrialEpisode, TRIAL_SERVICE_ID } from './trialEpisode';
