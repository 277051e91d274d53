import { useId, type InputHTMLAttributes } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem with the value, shown under the field; undefined: none. */
  problem?: string;
}

/** A labelled input whose problem is announced with it (aria-describedby, aria-invalid). */
export function TextField({ label, value, onChange, problem, ...input }: TextFieldProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={problemId}
      />
      <p id={problemId} className={styles.problem} role={problem ? 'alert' : undefined}>
        {problem}
      </p>
    </div>
  );
}
