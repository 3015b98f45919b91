import { Flex, type FlexProps, Tag } from 'antd';
import { useTranslation } from '../i18n/useTranslation';

/** A user's roles as tags, each by its name in the console's language (admin.role.*). */
export default function RoleTags({
  roles,
  justify,
}: {
  roles: readonly string[];
  justify?: FlexProps['justify'];
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap justify={justify}>
      {roles.map((r) => (
        <Tag key={r} color="blue">
          {t(`admin.role.${r}`)}
        </Tag>
      ))}
    </Flex>
  );
}
