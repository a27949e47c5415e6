import { Modal } from '@cw/ui';
import type { ViewerStoreChooserProps } from '../components/ViewerStoreOnly';

/**
 * Stands in for the app's store chooser in the viewer's tests and stories: the real one is the
 * work page's (`@cw/episode-list`), which the viewer may not import. The @cw/ui modal
 * 'ストアを選択' listing each store as an external link marked `data-store`.
 */
export function StoreChooserStub({ open, onOpenChange, stores }: ViewerStoreChooserProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="ストアを選択">
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
