import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Label } from '@cw/contract/schemas';
import { labelPath } from '@cw/paths';
import { ColoredTag } from '@cw/ui';
import { MORE_TEXT } from '../text';
import { ListSection } from './ListSection';
import { MediaPicture } from './MediaPicture';

export interface LabelListProps {
  /** Every label, in the editorial order (`LabelList.items`). */
  labels: readonly Label[];
  /** URL of a label's page; `/{labelCode}` by default. */
  labelHref?: (label: Label) => string;
  heading?: string;
  headingLevel?: number;
  /** Id of the section; with a heading, the section is named through the heading's id. */
  id?: string;
  /** A link beside the heading to every label (`もっと見る`), when only some are listed. */
  moreHref?: string;
  /** Show each label's description under its name. */
  showDescription?: boolean;
  imageBaseUrl?: string;
  className?: string;
}

/**
 * Every label as a card linking to its page: the icon, and the name as a chip on the label's
 * colour (@cw/ui `ColoredTag`, text dark or light by `textColorOn`), the card edged in the
 * same colour. Two columns on phones, four from 768px. Server-renderable.
 *
 * @example
 * <LabelList heading="レーベル一覧" labels={labels.items} />
 */
export function LabelList({
  labels,
  labelHref = (label) => labelPath(label.code),
  heading,
  headingLevel = 2,
  id,
  moreHref,
  showDescription = false,
  imageBaseUrl = '',
  className,
}: LabelListProps) {
  return (
    <ListSection
      heading={heading}
      headingLevel={headingLevel}
      id={id}
      moreHref={moreHref}
      moreLabel={MORE_TEXT}
      className={className}
    >
      <ul className="cw-cat-labels">
        {labels.map((label) => (
          <li key={label.id} className="cw-cat-labels__item">
            <a
              href={labelHref(label)}
              className="cw-cat-label-card"
              style={{ borderInlineStartColor: label.color }}
              data-label={label.code}
            >
              <MediaPicture
                src={label.iconImageUrl}
                widths={MEDIA_WIDTHS['label-icons']}
                sizes="40px"
                alt=""
                width={40}
                height={40}
                className="cw-cat-label-card__icon"
                imageBaseUrl={imageBaseUrl}
              />
              <span className="cw-cat-label-card__body">
                <ColoredTag color={label.color} className="cw-cat-label-card__name">
                  {label.name}
                </ColoredTag>
                {showDescription && label.description ? (
                  <span className="cw-cat-label-card__description">{label.description}</span>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
