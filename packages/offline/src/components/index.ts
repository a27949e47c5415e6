export { AutoKeepSettingForm, type AutoKeepSettingFormProps } from './AutoKeepSettingForm';
export { InstallPrompt, type InstallPromptProps } from './InstallPrompt';
export { SavedLibraryList, type SavedLibraryListProps } from './SavedLibraryList';
export {
  SaveEpisodeButton,
  type SaveEpisodeButtonProps,
  type SaveEpisodeState,
} from './SaveEpisodeButton';
export type { EpisodeHref, WorkHref } from './types';
