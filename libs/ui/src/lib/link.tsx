import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Renders every in-app link of the library from an `href`: a plain `<a>` by default; the app passes
 * e.g. `({ href, ...props }) => <RouterLink to={href} {...props} />` so navigation stays client-side.
 * Pass every prop on, `ref` included: menus move focus to their link items through it.
 */
export type RenderLink = (props: LinkComponentProps) => ReactNode;

const renderAnchor: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

const LinkContext = createContext<RenderLink>(renderAnchor);

export function LinkProvider({ renderLink, children }: { renderLink?: RenderLink; children: ReactNode }) {
  return <LinkContext.Provider value={renderLink ?? renderAnchor}>{children}</LinkContext.Provider>;
}

export interface LinkProps extends LinkComponentProps {
  /** Opens in a new tab with a plain `<a>` (social links, station websites). */
  external?: boolean;
}

/** An in-app link rendered through the injected `renderLink`, or an external one in a new tab. */
export function Link({ external = false, children, ...rest }: LinkProps) {
  const renderLink = useContext(LinkContext);
  if (external) {
    return (
      <a target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return renderLink({ ...rest, children });
}
