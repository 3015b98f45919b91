import { DeleteOutlined, EyeOutlined, ReloadOutlined, SearchOutlined, StopOutlined } from '@ant-design/icons';
import {
  TASK_NAME_MAX,
  TASK_STATUSES,
  type TaskInfo,
  type TaskStatus,
  type TaskSubtype,
  type TaskType,
  translate,
} from '@reelfleet/contract';
import { App, Button, Flex, Form, Input, Select, Table, Tooltip, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tasksApi } from '../../api/tasks';
import { currentLang } from '../../i18n';
import { useIsMobile } from '../../layout/useIsMobile';
import { toThousands } from '../../utils/number';
import { formatDateTime } from '../fleet/format';
import { useSelectionGuard } from '../fleet/useSelectionGuard';
import ListPagination from '../ListPagination';
import { modeLabel, statusLabel, TaskStatusBadge } from './labels';
import { openTaskDetails } from './openTaskDetails';
import { refreshTaskList } from './queryKeys';
import TaskProgressLine from './TaskProgressLine';
import { STOPPABLE_STATUSES, useStopTask } from './useStopTask';
import { type TaskFilter, useTaskList } from './useTaskList';
import { useToneColours } from './useToneColours';
import './tasks.css';

interface Props {
  type: TaskType;
  subtype: TaskSubtype;
  /** Buttons before the batch delete (the "new task" button). */
  actions?: ReactNode;
}

function Filters({ name, onSearch }: { name: string; onSearch: (filter: TaskFilter) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TaskFilter>();
  return (
    <Form<TaskFilter>
      form={form}
      name={name}
      layout="inline"
      className="rf-task-filters"
      role="search"
      onFinish={(v) => onSearch({ name: v.name?.trim() || undefined, status: v.status })}
    >
      <Form.Item name="name">
        <Input
          allowClear
          maxLength={TASK_NAME_MAX}
          placeholder={t('tasks.field.name')}
          aria-label={t('tasks.field.name')}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select<TaskStatus>
          allowClear
          placeholder={t('tasks.field.status')}
          aria-label={t('tasks.field.status')}
          style={{ minWidth: 150 }}
          options={TASK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('tasks.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('tasks.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * The tasks of one type and subtype (spec 2): status and mode labels, progress
 * and outcome counts, details (the task dialog), delete and batch delete.
 */
export default function TaskList({ type, subtype, actions }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { token } = theme.useToken();
  const tones = useToneColours();
  const mobile = useIsMobile();
  const list = useTaskList(type, subtype);
  const requireSelection = useSelectionGuard();
  const stop = useStopTask();

  const remove = (ids: number[], name?: string) =>
    modal.confirm({
      title: t('tasks.deleteTitle'),
      content: name ? t('tasks.deleteOne', { name }) : t('tasks.deleteMany', { count: ids.length }),
      okText: t('tasks.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await (ids.length === 1 ? tasksApi.remove(ids[0]!) : tasksApi.removeMany(ids));
          void message.success(translate('common.deleteSuccess', currentLang()));
          list.setSelected((current) => current.filter((id) => !ids.includes(id)));
          await refreshTaskList(type, subtype);
        } catch {
          // The request layer showed the server's message.
        }
      },
    });

  const allColumns: ColumnsType<TaskInfo> = [
    {
      key: 'name',
      title: t('tasks.field.name'),
      render: (_v, task) => (
        <div style={{ minWidth: 160, maxWidth: 260 }}>
          <div className="rf-task-name">{task.name}</div>
          <div className="rf-task-mono rf-task-secondary" title={t('tasks.field.number')}>
            #{task.logId}
          </div>
        </div>
      ),
    },
    { key: 'mode', title: t('tasks.field.mode'), dataIndex: 'mode', render: modeLabel },
    { key: 'threads', title: t('tasks.field.threads'), dataIndex: 'threadCount', align: 'right' },
    {
      key: 'progress',
      title: t('tasks.progress'),
      width: 140,
      render: (_v, task) => (
        <TaskProgressLine status={task.status} progress={task.progress} counters={task.message} compact />
      ),
    },
    {
      key: 'outcomes',
      title: (
        <Tooltip title={t('tasks.outcomesHint')}>
          <span>{t('tasks.outcomes')}</span>
        </Tooltip>
      ),
      render: (_v, task) => (
        <span className="rf-task-outcomes" title={t('tasks.outcomesHint')}>
          <span style={{ color: tones.success }}>{toThousands(task.success)}</span> /{' '}
          <span style={{ color: tones.error }}>{toThousands(task.failed)}</span> /{' '}
          <span style={{ color: tones.warning }}>{toThousands(task.error)}</span>{' '}
          <span style={{ color: token.colorTextSecondary }}>/ {toThousands(task.number)}</span>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('tasks.field.status'),
      dataIndex: 'status',
      render: (v: TaskStatus) => <TaskStatusBadge status={v} />,
    },
    {
      key: 'times',
      title: t('tasks.field.createdEnded'),
      render: (_v, task) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{formatDateTime(task.createTime)}</div>
          <div className="rf-task-secondary">{formatDateTime(task.endTime)}</div>
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('tasks.actions'),
      render: (_v, task) => (
        <Flex gap={4}>
          <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => openTaskDetails(task)}>
            {t('tasks.details')}
          </Button>
          {STOPPABLE_STATUSES.includes(task.status) && (
            <Button size="small" type="link" danger icon={<StopOutlined />} onClick={() => stop(task)}>
              {t('tasks.stop')}
            </Button>
          )}
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            onClick={() => remove([task.id], task.name)}
          >
            {t('tasks.delete')}
          </Button>
        </Flex>
      ),
    },
  ];
  // On a phone the table scrolls sideways: the row's buttons come right after its name.
  const columns = mobile ? [allColumns[0]!, allColumns.at(-1)!, ...allColumns.slice(1, -1)] : allColumns;

  return (
    <div data-testid={`task-list-${subtype}`}>
      <Filters name={`task-filter-${subtype}`} onSearch={list.search} />
      <Flex gap={8} wrap className="rf-task-toolbar">
        {actions}
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => requireSelection(list.selected, 'selection.tasks') && remove(list.selected)}
        >
          {t('tasks.deleteSelected')}
        </Button>
      </Flex>
      {/* Scrolled by this wrapper, not by the table: antd's own horizontal scroll adds a hidden
          measuring row holding a focusable checkbox (axe aria-hidden-focus). */}
      <div className="rf-table-scroll rf-table-nowrap">
        <Table<TaskInfo>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.rows}
          loading={list.query.isLoading}
          pagination={false}
          locale={{ emptyText: t('tasks.empty') }}
          rowSelection={{
            selectedRowKeys: list.selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => list.setSelected(keys.map(Number)),
          }}
        />
      </div>
      <ListPagination
        {...list.page}
        total={list.total}
        selected={list.selected.length}
        onChange={list.setPage}
      />
    </div>
  );
}
