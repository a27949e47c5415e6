import { describe, expect, it } from 'vitest';
import { bodyHeadingLevel, type MarkdownNode, remarkBodyHeadings } from './topicBody';

describe('bodyHeadingLevel', () => {
  it('puts the shallowest body heading one level below the article heading', () => {
    expect(bodyHeadingLevel(2, 2, 1)).toBe(2);
    expect(bodyHeadingLevel(1, 1, 1)).toBe(2);
    expect(bodyHeadingLevel(1, 1, 2)).toBe(3);
  });

  it('keeps the distance of deeper headings from the shallowest', () => {
    expect(bodyHeadingLevel(3, 2, 1)).toBe(3);
    expect(bodyHeadingLevel(4, 2, 2)).toBe(5);
  });

  it('never goes beyond h6', () => {
    expect(bodyHeadingLevel(6, 1, 1)).toBe(6);
    expect(bodyHeadingLevel(2, 2, 6)).toBe(6);
  });
});

function heading(depth: number): MarkdownNode {
  return { type: 'heading', depth, children: [{ type: 'text' }] };
}

describe('remarkBodyHeadings', () => {
  function shift(tree: MarkdownNode, articleHeadingLevel: number): number[] {
    remarkBodyHeadings(articleHeadingLevel)()(tree);
    const depths: number[] = [];
    const walk = (node: MarkdownNode) => {
      if (node.type === 'heading' && node.depth !== undefined) depths.push(node.depth);
      node.children?.forEach(walk);
    };
    walk(tree);
    return depths;
  }

  it('moves every heading of the tree, nested ones too', () => {
    const tree: MarkdownNode = {
      type: 'root',
      children: [
        heading(2),
        { type: 'paragraph', children: [{ type: 'text' }] },
        heading(3),
        { type: 'blockquote', children: [heading(4)] },
        heading(2),
      ],
    };
    expect(shift(tree, 1)).toEqual([2, 3, 4, 2]);
  });

  it('starts a body written from `#` below the article heading', () => {
    const tree: MarkdownNode = { type: 'root', children: [heading(1), heading(2)] };
    expect(shift(tree, 2)).toEqual([3, 4]);
  });

  it('leaves a body without headings alone', () => {
    const tree: MarkdownNode = { type: 'root', children: [{ type: 'paragraph' }] };
    expect(shift(tree, 1)).toEqual([]);
    expect(tree).toEqual({ type: 'root', children: [{ type: 'paragraph' }] });
  });
});
