import type { ImportReport } from '@reelfleet/contract';
import { Alert, Col, Row, Statistic, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Table from '../../components/list/LazyTable';
import { useTranslation } from '../../i18n/useTranslation';

type Duplicate = ImportReport['duplicates'][number];
type Rejected = ImportReport['rejected'][number];

/** A tab listing the import's lines of one sort, ten a page; no tab when the report counted none. */
function lineTab<L extends { line: number }>(
  key: string,
  label: string,
  count: number,
  lines: L[],
  columns: ColumnsType<L>,
) {
  if (count === 0) return null;
  return {
    key,
    label,
    children: (
      <Table<L>
        rowKey="line"
        size="small"
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        columns={columns}
      />
    ),
  };
}

/** The answer of a TXT import: counts, then every rejected and duplicate line with its number and why. */
export default function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const line = { key: 'line', title: t('accounts.line'), dataIndex: 'line', width: 90 };
  const reason = { key: 'message', title: t('accounts.reason'), dataIndex: 'message' };
  const tabs = [
    lineTab<Rejected>(
      'rejected',
      t('accounts.reportRejected', { count: report.rejectedCount }),
      report.rejectedCount,
      report.rejected,
      [line, reason],
    ),
    lineTab<Duplicate>(
      'duplicates',
      t('accounts.reportDuplicates', { count: report.duplicateCount }),
      report.duplicateCount,
      report.duplicates,
      [line, { key: 'account', title: t('accounts.account'), dataIndex: 'account' }, reason],
    ),
  ].filter((tab) => tab !== null);
  return (
    <div data-testid="import-report">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(
          [
            ['accounts.reportLines', report.lines],
            ['accounts.reportAccepted', report.accepted],
            ['accounts.reportDuplicateCount', report.duplicateCount],
            ['accounts.reportRejectedCount', report.rejectedCount],
          ] as const
        ).map(([title, value]) => (
          <Col key={title} xs={12} sm={6}>
            <Statistic title={t(title)} value={value} />
          </Col>
        ))}
      </Row>
      {report.accepted === 0 && (
        <Alert type="warning" showIcon title={t('accounts.reportNothing')} style={{ marginBottom: 12 }} />
      )}
      {report.truncated && (
        <Alert type="info" showIcon title={t('accounts.reportTruncated')} style={{ marginBottom: 12 }} />
      )}
      {tabs.length > 0 ? (
        <Tabs items={tabs} size="small" />
      ) : (
        report.accepted > 0 && <Typography.Text type="success">{t('accounts.reportAllGood')}</Typography.Text>
      )}
    </div>
  );
}
