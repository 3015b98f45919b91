import { TagsPage } from '../../components/fleet/TagManager';

/** Proxy tags (/proxy/agenttags): the labels proxies are filtered and grouped by. */
export default function ProxyTagsPage() {
  return <TagsPage kind="proxy" title="route.proxyTags" />;
}
