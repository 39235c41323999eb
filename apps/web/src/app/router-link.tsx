import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LinkComponentProps } from '@tangerine/ui';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * The ui library's in-app links, navigating client-side: react-router's own <Link> would bring its
 * framework-mode route prefetching with the shell, which an app without a data router never uses.
 * Like it, a modified click or another target is the browser's, and a link to the page it is on replaces it.
 */
export function RouterLink({ href, onClick, target, children, ...rest }: LinkComponentProps) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    void navigate(href, { replace: href === `${pathname}${search}${hash}` });
  };
  return (
    <a href={href} target={target} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
