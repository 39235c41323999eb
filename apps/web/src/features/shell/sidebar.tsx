// TODO(ui): the styled parts belong in libs/ui's Sidebar; this file should only bind it.
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Icon, IconButton, tokens } from '../../lib/ui-fallback';
import { NAV_GROUPS, isNavItemActive } from './nav-items';

const Aside = styled.aside<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ $collapsed }) => ($collapsed ? '72px' : '240px')};
  height: 100%;
  padding: 12px 8px;
  gap: 8px;
  background: ${tokens.surface};
  border-right: 1px solid ${tokens.border};
  transition: width ${tokens.fast} ease;
  overflow-x: hidden;
  overflow-y: auto;
`;
const Top = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'space-between')};
  padding: 4px 8px 8px;
`;
const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${tokens.brand};
  font-size: 20px;
  font-weight: 800;
`;
const GroupLabel = styled.h2`
  margin: 12px 12px 4px;
  font-size: 12px;
  font-weight: 600;
  color: ${tokens.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;
const NavLinkStyled = styled(Link)<{ $active: boolean; $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border-radius: 8px;
  color: ${tokens.textMuted};
  font-weight: 500;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  &:hover {
    color: ${tokens.text};
    background: ${tokens.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.brand};
    outline-offset: 2px;
  }
  ${({ $active }) =>
    $active &&
    css`
      color: ${tokens.brand};
      background: ${tokens.surfaceRaised};
    `}
`;
const ProfileTile = styled.button<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: auto;
  padding: 12px;
  border: 1px solid ${tokens.border};
  border-radius: 8px;
  background: ${tokens.surfaceRaised};
  color: ${tokens.text};
  text-align: left;
  cursor: pointer;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  small {
    display: block;
    color: ${tokens.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.brand};
    outline-offset: 2px;
  }
`;
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export function Sidebar(props: { collapsed: boolean; onToggle: () => void; onOpenProfile: () => void }) {
  const { collapsed } = props;
  const location = useLocation();
  return (
    <Aside $collapsed={collapsed} aria-label="Sidebar">
      <Top $collapsed={collapsed}>
        {!collapsed && (
          <Logo to="/" aria-label="Tangerine home">
            <Icon name="music" size={24} />
            Tangerine
          </Logo>
        )}
        <IconButton
          type="button"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onClick={props.onToggle}
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
        </IconButton>
      </Top>
      <nav aria-label="Main navigation">
        {NAV_GROUPS.map((group) => (
          <section key={group.label} aria-label={group.label}>
            {collapsed ? <Hidden>{group.label}</Hidden> : <GroupLabel>{group.label}</GroupLabel>}
            <ul>
              {group.items.map((item) => {
                const active = isNavItemActive(item, location.pathname, location.search);
                return (
                  <li key={item.label}>
                    <NavLinkStyled
                      to={item.to}
                      $active={active}
                      $collapsed={collapsed}
                      aria-current={active ? 'page' : undefined}
                      aria-label={collapsed ? item.label : undefined}
                      title={collapsed ? item.label : undefined}
                    >
                      <Icon name={item.icon} />
                      {!collapsed && item.label}
                    </NavLinkStyled>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
      <ProfileTile type="button" $collapsed={collapsed} onClick={props.onOpenProfile} aria-label="Your Profile, Premium Member">
        <Icon name="user" size={28} />
        {!collapsed && (
          <span>
            Your Profile
            <small>Premium Member</small>
          </span>
        )}
      </ProfileTile>
    </Aside>
  );
}
