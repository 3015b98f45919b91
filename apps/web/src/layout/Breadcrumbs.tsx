import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { routeChain } from '../router/lookup';
import { HOME_PATH } from '../router/paths';
import { appRoutes } from '../router/routes';

/** Where the user is: Dashboard / area / screen, each level but the last a link. */
export default function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const chain = routeChain(appRoutes, pathname).filter((route) => route.meta?.title);
  const trail =
    chain[0]?.path === HOME_PATH
      ? chain
      : [{ path: HOME_PATH, meta: { title: 'route.dashboard' } }, ...chain];
  // A parent and its child with the same title (the profile page) show once.
  const items = trail.filter((route, i) => i === 0 || route.meta?.title !== trail[i - 1]?.meta?.title);
  return (
    <Breadcrumb
      className="rf-breadcrumb"
      items={items.map((route, i) => {
        const title = t(route.meta!.title);
        const last = i === items.length - 1;
        return { key: route.path, title: last ? title : <Link to={route.path}>{title}</Link> };
      })}
    />
  );
}
