import { CloseOutlined } from '@ant-design/icons';
import { type MenuProps, theme } from 'antd';
import Dropdown from 'antd/es/dropdown/dropdown';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { HOME_PATH, REDIRECT_PATH } from '../router/paths';
import { lastViewPath, useTagsViewStore, type VisitedView } from '../stores/tagsView';
import { useFirstUse } from './firstUse';

/** The tags bar of visited views: click to go, close, and a right-click menu (refresh, close, others, all). */
export default function TagsView() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = useTagsViewStore((s) => s.visitedViews);
  const store = useTagsViewStore;
  const navRef = useRef<HTMLElement | null>(null);
  // The right-click menus mount when the pointer or focus first comes into the bar (layout/firstUse.tsx).
  const menus = useFirstUse();

  // Keep the active tag in view inside the bar (horizontally only; the page does not move).
  useEffect(() => {
    const nav = navRef.current;
    const tag = nav?.querySelector<HTMLElement>(`[data-path="${CSS.escape(pathname)}"]`);
    if (!nav || !tag) return;
    if (tag.offsetLeft < nav.scrollLeft) nav.scrollLeft = tag.offsetLeft - 10;
    else if (tag.offsetLeft + tag.offsetWidth > nav.scrollLeft + nav.clientWidth) {
      nav.scrollLeft = tag.offsetLeft + tag.offsetWidth - nav.clientWidth + 10;
    }
  }, [pathname]);

  const toLastView = (closed: VisitedView) => {
    const remaining = store.getState().visitedViews;
    if (remaining.length) navigate(lastViewPath(remaining));
    // Closing the only view, when it is home, reloads home.
    else navigate(closed.path === HOME_PATH ? `${REDIRECT_PATH}${closed.fullPath}` : '/');
  };

  const refresh = (view: VisitedView) => {
    store.getState().delCachedView(view.path);
    navigate(`${REDIRECT_PATH}${view.fullPath}`, { replace: true });
  };
  const close = (view: VisitedView) => {
    if (view.affix) return;
    store.getState().delView(view.path);
    if (view.path === pathname) toLastView(view);
  };
  const closeOthers = (view: VisitedView) => {
    if (view.path !== pathname) navigate(view.fullPath);
    store.getState().delOthersViews(view.path);
  };
  const closeAll = (view: VisitedView) => {
    store.getState().delAllViews();
    const remaining = store.getState().visitedViews;
    if (!remaining.some((v) => v.path === pathname)) toLastView(view);
  };

  const menuFor = (view: VisitedView): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tagsView.refresh') },
      { key: 'close', label: t('tagsView.close'), disabled: view.affix },
      { key: 'closeOthers', label: t('tagsView.closeOthers') },
      { key: 'closeAll', label: t('tagsView.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') refresh(view);
      else if (key === 'close') close(view);
      else if (key === 'closeOthers') closeOthers(view);
      else closeAll(view);
    },
  });

  return (
    <nav
      ref={navRef}
      className="rf-tags"
      aria-label={t('tagsView.label')}
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <span {...menus.boxProps}>
        {views.map((view) => {
          const active = view.path === pathname;
          const link = (
            <a
              key={view.path}
              href={view.fullPath}
              data-path={view.path}
              aria-current={active ? 'page' : undefined}
              className={`rf-tag${active ? ' rf-tag-active' : ''}`}
              style={
                active
                  ? { background: token.colorPrimary, borderColor: token.colorPrimary, color: '#fff' }
                  : { borderColor: token.colorBorder, color: token.colorText }
              }
              onClick={(e) => {
                e.preventDefault();
                navigate(view.fullPath);
              }}
              onMouseUp={(e) => {
                if (e.button === 1) close(view);
              }}
            >
              {t(view.title)}
              {!view.affix && (
                <CloseOutlined
                  className="rf-tag-close"
                  aria-label={t('tagsView.close')}
                  onClick={(e) => {
                    e.preventDefault();
                    e.stopPropagation();
                    close(view);
                  }}
                />
              )}
            </a>
          );
          return menus.armed ? (
            <Dropdown key={view.path} trigger={['contextMenu']} menu={menuFor(view)}>
              {link}
            </Dropdown>
          ) : (
            link
          );
        })}
      </span>
    </nav>
  );
}
