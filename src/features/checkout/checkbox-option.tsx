import styles from './checkout-page.module.css';

interface CheckboxOptionProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox of the checkout form, as tall as a finger needs. */
export function CheckboxOption({ label, checked, onChange }: CheckboxOptionProps) {
  return (
    <label className={styles.option}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
