import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { Button } from '../button/button';
import { Logo } from '../logo/logo';
import { StyledAdminFrame, StyledAdminHeader, StyledAdminMain, StyledAdminTab, StyledAdminTabs, StyledAdminTitle } from './admin.styles';

export interface AdminTab<Id extends string = string> {
  id: Id;
  label: string;
}

export interface AdminFrameProps<Id extends string = string> {
  tabs: ReadonlyArray<AdminTab<Id>>;
  current: Id;
  onSelect: (id: Id) => void;
  onSignOut: () => void;
  children: ReactNode;
}

/** The admin console's page: title, one button per screen (the current one marked), sign out. */
export function AdminFrame<Id extends string>({ tabs, current, onSelect, onSignOut, children }: AdminFrameProps<Id>) {
  const t = useT();
  return (
    <StyledAdminFrame>
      <StyledAdminHeader>
        <Logo withWordmark={false} />
        <StyledAdminTitle>{t('admin.title')}</StyledAdminTitle>
        <StyledAdminTabs aria-label={t('admin.screens')}>
          {tabs.map((tab) => (
            <StyledAdminTab key={tab.id} type="button" $current={tab.id === current} aria-current={tab.id === current ? 'page' : undefined} onClick={() => onSelect(tab.id)}>
              {tab.label}
            </StyledAdminTab>
          ))}
        </StyledAdminTabs>
        <Button variant="secondary" size="sm" onClick={onSignOut}>
          {t('admin.signOut')}
        </Button>
      </StyledAdminHeader>
      <StyledAdminMain>{children}</StyledAdminMain>
    </StyledAdminFrame>
  );
}
