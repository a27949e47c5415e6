import { buttonClassName } from '@cw/ui';

export interface EmptyStateProps {
  message: string;
  /** A way on from the empty list (`ランキングから作品を探す`); none without `linkHref`. */
  linkHref?: string;
  linkText?: string;
}

/** An empty list's message, with a link on to where the reader finds something to add. */
export function EmptyState({ message, linkHref, linkText }: EmptyStateProps) {
  return (
    <div className="cw-cat-empty cw-cat-empty--with-link">
      <p className="cw-cat-empty__message">{message}</p>
      {linkHref && linkText ? (
        <a href={linkHref} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          {linkText}
        </a>
      ) : null}
    </div>
  );
}
