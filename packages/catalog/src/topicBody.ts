// The Markdown body of a topic sits under the topic's own heading, so its headings move down
// the outline. Works on the Markdown syntax tree (mdast) before it becomes React elements.

/** A node of the Markdown syntax tree, as far as headings need it. */
export interface MarkdownNode {
  type: string;
  /** A heading's level, 1 to 6 (`#` to `######`). */
  depth?: number;
  children?: MarkdownNode[];
}

/** HTML has six heading levels. */
const MAX_HEADING_LEVEL = 6;

/**
 * The level a heading of a topic's body is shown at: the body's shallowest heading one level
 * below the article heading, the others keeping their distance from it, never beyond 6. Editors
 * may start the body at `#` or at `##`; either way the outline has no gap and no second `h1`.
 *
 * @example
 * bodyHeadingLevel(2, 2, 1); //=> 2 (`##`, the shallowest, under an h1)
 * bodyHeadingLevel(3, 2, 1); //=> 3
 * bodyHeadingLevel(1, 1, 2); //=> 3 (`#` under an h2)
 */
export function bodyHeadingLevel(
  depth: number,
  shallowestDepth: number,
  articleHeadingLevel: number,
): number {
  return Math.min(MAX_HEADING_LEVEL, articleHeadingLevel + 1 + (depth - shallowestDepth));
}

function headings(node: MarkdownNode): MarkdownNode[] {
  const own = node.type === 'heading' && node.depth !== undefined ? [node] : [];
  return [...own, ...(node.children ?? []).flatMap(headings)];
}

/**
 * A remark plugin (for `react-markdown`'s `remarkPlugins`) that moves the headings of a topic's
 * body below the article heading by `bodyHeadingLevel`.
 *
 * @example
 * <Markdown remarkPlugins={[remarkBodyHeadings(1)]}>{topic.body}</Markdown>
 */
export function remarkBodyHeadings(articleHeadingLevel: number) {
  return () =>
    (tree: MarkdownNode): void => {
      const found = headings(tree);
      const shallowest = Math.min(...found.map((heading) => heading.depth ?? MAX_HEADING_LEVEL));
      for (const heading of found) {
        heading.depth = bodyHeadingLevel(
          heading.depth ?? shallowest,
          shallowest,
          articleHeadingLevel,
        );
      }
    };
}
