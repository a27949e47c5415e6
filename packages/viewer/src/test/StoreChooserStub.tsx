import { Modal, type UiLocale, useUiLocale } from '@cw/ui';
import type { ViewerStoreChooserProps } from '../components/ViewerStoreOnly';

/**
 * Stands in for the app's store chooser in the viewer's tests and stories: the real one is the
 * work page's (`@cw/episode-list`), which the viewer may not import. The @cw/ui modal
 * 'ストアを選択' listing each store as an external link marked `data-store`, in the reader's
 * language as the app's is.
 */
export function StoreChooserStub({ open, onOpenChange, stores }: ViewerStoreChooserProps) {
  const text = CHOOSER_TEXTS[useUiLocale()];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={text.title} closeLabel={text.close}>
      <ul>
        {stores.map((store) => (
          <li key={store.code}>
            <a href={store.url} target="_blank" rel="noopener" data-store={store.code}>
              {store.name}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

const CHOOSER_TEXTS: Record<UiLocale, { title: string; close: string }> = {
  ja: { title: 'ストアを選択', close: '閉じる' },
  en: { title: 'Choose a store', close: 'Close' },
  'zh-Hant-TW': { title: '選擇商店', close: '關閉' },
};
