import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FieldProblem, Problems } from '../../domain/customer-form-rules';
import { TextField } from '../../shared/components/text-field';
import { PROBLEM_TEXT } from './auth-messages';

export interface FieldSpec<F> {
  field: keyof F & string;
  label: MessageDescriptor;
  type: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
}

interface FormFieldsProps<F> {
  specs: readonly FieldSpec<F>[];
  values: F;
  problems: Problems<F>;
  onChange: (field: keyof F & string, value: string) => void;
}

/** The text fields of an account form, each with its translated problem. */
export function FormFields<F extends Record<keyof F, string>>({ specs, values, problems, onChange }: FormFieldsProps<F>) {
  const intl = useIntl();
  return specs.map(({ field, label, type, autoComplete }) => {
    const code: FieldProblem | undefined = problems[field];
    return (
      <TextField
        key={field}
        label={intl.formatMessage(label)}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(value) => onChange(field, value)}
        problem={code ? intl.formatMessage(PROBLEM_TEXT[code]) : undefined}
      />
    );
  });
}
