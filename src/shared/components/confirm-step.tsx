import { useId, type ReactNode } from 'react';
import { Button } from './button';
import styles from './confirm-step.module.css';

interface ConfirmStepProps {
  question: ReactNode;
  confirmLabel: ReactNode;
  keepLabel: ReactNode;
  onConfirm: () => void;
  onKeep: () => void;
}

/** A confirmation asked in place (no modal): the question and its two answers. */
export function ConfirmStep({ question, confirmLabel, keepLabel, onConfirm, onKeep }: ConfirmStepProps) {
  const id = useId();
  return (
    <div className={styles.confirm} role="group" aria-labelledby={id}>
      <p id={id} className={styles.question}>
        {question}
      </p>
      <Button variant="primary" onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="secondary" onClick={onKeep}>
        {keepLabel}
      </Button>
    </div>
  );
}
