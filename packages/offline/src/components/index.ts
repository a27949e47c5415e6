export { AutoKeepSettingForm } from './AutoKeepSettingForm';
export { InstallPrompt, type InstallPromptProps } from './InstallPrompt';
export { SavedLibraryList } from './SavedLibraryList';
export { SaveEpisodeButton, type SaveEpisodeState } from './SaveEpisodeButton';
