import { Select, type SelectProps } from 'antd';

type Props = Omit<SelectProps<string[]>, 'mode' | 'open' | 'suffixIcon' | 'tokenSeparators'> & {
  /** Further characters that end a value (besides Enter and an ASCII or full-width comma). */
  separators?: string[];
};

/** Free values typed as chips: a tags Select without its dropdown (there is nothing to pick from). */
export default function TagsInput({ separators = [], ...props }: Props) {
  return (
    <Select
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', '，', ...separators]}
      {...props}
    />
  );
}
