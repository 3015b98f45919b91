import { Button } from 'antd';

/**
 * The login and register forms' submit button. Its name stays its text: antd's loading icon
 * (aria-label "loading") can outlast the request while its closing motion runs, so the busy
 * state is said by aria-busy instead.
 */
export function SubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      block
      size="large"
      loading={submitting}
      aria-busy={submitting}
      aria-label={label}
    >
      {label}
    </Button>
  );
}
