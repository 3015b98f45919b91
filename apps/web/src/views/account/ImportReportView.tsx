import type { ImportReport } from '@reelfleet/contract';
import { Alert, Col, Row, Statistic, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Duplicate = ImportReport['duplicates'][number];
type Rejected = ImportReport['rejected'][number];

/** The answer of a TXT import: counts, then every rejected and duplicate line with its number and why. */
export default function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const tabs = [
    ...(report.rejectedCount > 0
      ? [
          {
            key: 'rejected',
            label: t('accounts.reportRejected', { count: report.rejectedCount }),
            children: (
              <Table<Rejected>
                rowKey="line"
                size="small"
                pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
                dataSource={report.rejected}
                columns={[
                  { key: 'line', title: t('accounts.line'), dataIndex: 'line', width: 90 },
                  { key: 'message', title: t('accounts.reason'), dataIndex: 'message' },
                ]}
              />
            ),
          },
        ]
      : []),
    ...(report.duplicateCount > 0
      ? [
          {
            key: 'duplicates',
            label: t('accounts.reportDuplicates', { count: report.duplicateCount }),
            children: (
              <Table<Duplicate>
                rowKey="line"
                size="small"
                pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
                dataSource={report.duplicates}
                scroll={{ x: 'max-content' }}
                columns={[
                  { key: 'line', title: t('accounts.line'), dataIndex: 'line', width: 90 },
                  { key: 'account', title: t('accounts.account'), dataIndex: 'account' },
                  { key: 'message', title: t('accounts.reason'), dataIndex: 'message' },
                ]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <div data-testid="import-report">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} sm={6}>
          <Statistic title={t('accounts.reportLines')} value={report.lines} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title={t('accounts.reportAccepted')} value={report.accepted} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title={t('accounts.reportDuplicateCount')} value={report.duplicateCount} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title={t('accounts.reportRejectedCount')} value={report.rejectedCount} />
        </Col>
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
