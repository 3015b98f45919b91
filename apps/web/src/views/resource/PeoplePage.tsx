import { CloudDownloadOutlined } from '@ant-design/icons';
import { FANS_TYPE_LABELS, type FanItem, type FanListBody, type FansType } from '@reelfleet/contract';
import { Flex, Tag } from 'antd';
// Avatar alone: antd's index adds Avatar.Group, which brings Popover.
import Avatar from 'antd/es/avatar/Avatar';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { fansApi } from '../../api/resource';
import { CountFilter } from '../../components/fleet/CountFilter';
import { ChoiceFilter } from '../../components/fleet/choiceFilter';
import { countColumn, tagColumn } from '../../components/fleet/columns';
import FilterBar from '../../components/fleet/FilterBar';
import { TagFilter } from '../../components/fleet/filterFields';
import { formatDateTime, label, orDash } from '../../components/fleet/format';
import { noneToNull, type OrNone } from '../../components/fleet/pickers';
import { FLEET_KEY } from '../../components/fleet/queries';
import { TextFilter, textOrUnset } from '../../components/fleet/textFilter';
import { useFleetList } from '../../components/fleet/useFleetList';
import { useTagSelected } from '../../components/fleet/useTagSelected';
import ListPage from '../../components/list/ListPage';
import { actionsColumn, deleteAction, deleteSelectedAction } from '../../components/list/RowActions';
import Text from '../../components/Text';
import { useTranslation } from '../../i18n/useTranslation';
import { useTextExport } from './exportText';

type FilterValues = {
  account?: string;
  labelId?: OrNone<number>;
  fansType?: FansType;
  followerMin?: number;
  followerMax?: number;
};

/**
 * The fans library (/resource/people, spec 3 "Fan"): every fan collected by
 * a fan collection task, once per platform user; filters, batch tagging with
 * fans tags (the targets of message and follow tasks), export as text, delete.
 */
export default function PeoplePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { list, remove, done } = useFleetList<FanListBody, FanItem>({
    key: [FLEET_KEY, 'fans'],
    api: fansApi,
    deleteTitle: t('resources.fans.deleteTitle'),
    deleteContent: (ids, name) =>
      name ? t('resources.fans.deleteOne', { name }) : t('resources.fans.deleteMany', { count: ids.length }),
  });
  const tagging = useTagSelected('fans', fansApi.tag, 'selection.fans', () => done(list.selected));

  const exporting = useTextExport(fansApi.exportText, list.filter, {
    all: 'resources.fans.exportAll',
    selected: 'resources.fans.exportSelected',
    selection: 'selection.fans',
  });

  const columns: ColumnsType<FanItem> = [
    {
      key: 'account',
      title: t('resources.fans.account'),
      fixed: 'left',
      render: (_: unknown, f) => (
        <Flex gap={8} align="center">
          <Avatar src={f.avatar} size={32} alt={t('resources.fans.avatar')} />
          <div style={{ minWidth: 0 }}>
            <div>{f.account}</div>
            <Text type="secondary" style={{ fontSize: 12 }}>
              {f.nickname}
            </Text>
          </div>
        </Flex>
      ),
    },
    {
      key: 'fansType',
      title: t('resources.fans.fansType'),
      dataIndex: 'fansType',
      render: (v: FansType) => (
        <Tag color={v === 'blogger' ? 'blue' : 'purple'}>{label(FANS_TYPE_LABELS[v])}</Tag>
      ),
    },
    countColumn('followers', t('resources.fans.followers'), 'followerCount'),
    {
      key: 'signature',
      title: t('resources.fans.signature'),
      dataIndex: 'signature',
      ellipsis: { showTitle: true },
      width: 180,
      render: orDash,
    },
    {
      key: 'secUid',
      title: t('resources.fans.secUid'),
      dataIndex: 'secUid',
      ellipsis: { showTitle: true },
      width: 160,
    },
    tagColumn(t('resources.fans.tag')),
    { key: 'source', title: t('resources.fans.source'), dataIndex: 'source' },
    {
      key: 'createTime',
      title: t('resources.fans.createTime'),
      dataIndex: 'createTime',
      render: formatDateTime,
      width: 170,
    },
    actionsColumn(t, (f: FanItem) => [deleteAction(t, () => remove([f.id], f.account))], true),
  ];

  return (
    <ListPage
      title={t('route.resourcePeople')}
      buttons={[
        {
          key: 'gather',
          icon: <CloudDownloadOutlined />,
          label: t('resources.fans.gather'),
          onClick: () => navigate('/resource/gather'),
        },
        exporting.all,
      ]}
      list={list}
      columns={columns}
      emptyText={t('resources.fans.empty')}
      filters={
        <FilterBar<FilterValues>
          onSearch={(v) =>
            list.search({
              account: textOrUnset(v.account),
              labelId: noneToNull(v.labelId),
              fansType: v.fansType,
              followerMin: v.followerMin ?? undefined,
              followerMax: v.followerMax ?? undefined,
            })
          }
          more={
            <>
              <CountFilter name="followerMin" label="resources.fans.followerMin" width={150} />
              <CountFilter name="followerMax" label="resources.fans.followerMax" width={150} />
            </>
          }
        >
          <TextFilter name="account" label="resources.fans.search" width={200} />
          <TagFilter kind="fans" label="resources.fans.tagFilter" width={160} />
          <ChoiceFilter
            name="fansType"
            label="resources.fans.typeFilter"
            width={160}
            labels={FANS_TYPE_LABELS}
          />
        </FilterBar>
      }
      actions={[
        tagging.action,
        exporting.selected,
        deleteSelectedAction(t, 'selection.fans', (ids) => remove(ids)),
      ]}
    >
      {tagging.dialog}
    </ListPage>
  );
}
