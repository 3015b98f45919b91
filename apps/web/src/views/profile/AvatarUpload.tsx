import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { acceptOf, takesMime, translate, UPLOAD_LIMITS } from '@reelfleet/contract';
import { Button, Flex, Typography } from 'antd';
// Avatar alone: antd's index adds Avatar.Group, which brings Popover.
import Avatar from 'antd/es/avatar/Avatar';
import { useState } from 'react';
import { userApi } from '../../api/user';
import { Upload } from '../../components/upload/LazyUpload';
import { IGNORE } from '../../components/upload/uploadProps';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';

/** The avatar with an upload button: PNG, JPEG, GIF or WebP of at most 2 MB (spec 9). */
export default function AvatarUpload({
  src,
  onUploaded,
}: {
  src: string | null;
  onUploaded: (path: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { message } = useFeedback();
  const [uploading, setUploading] = useState(false);

  const check = (file: File): boolean => {
    if (!takesMime('image', file.type)) {
      message.error(translate('auth.avatarType', lang));
      return false;
    }
    if (file.size > UPLOAD_LIMITS.imageBytes) {
      message.error(translate('auth.avatarTooLarge', lang));
      return false;
    }
    return true;
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { avatarPath } = await userApi.uploadAvatar(file);
      message.success(translate('auth.avatarUpdated', lang));
      onUploaded(avatarPath);
    } catch {
      // The request layer showed the server's message.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={96} src={src || undefined} icon={<UserOutlined />} alt={t('profile.avatarAlt')} />
      <Upload
        accept={acceptOf('image')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (check(file)) void upload(file);
          // The file goes through the request layer, not antd's own uploader.
          return IGNORE;
        }}
      >
        <Button icon={<CameraOutlined />} loading={uploading}>
          {t('profile.changeAvatar')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('profile.avatarHint')}
      </Typography.Text>
    </Flex>
  );
}
