import type { LinkProps } from '../components/types';

/**
 * A link for stories: an anchor that keeps its `href` for display and tests but does not leave
 * the story when followed (the app passes its router's link instead).
 */
export function StoryLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}
