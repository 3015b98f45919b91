import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';

/** Shown while a screen's code or the session loads. */
export default function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240, height: '100%' }}>
      <Spin />
    </Flex>
  );
}
