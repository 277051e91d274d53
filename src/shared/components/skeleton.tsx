import styles from './skeleton.module.css';

/** Reserves the space of content that is still loading, so nothing jumps when it arrives. */
export function Skeleton({ width = '100%', height = '1em', className }: { width?: string; height?: string; className?: string }) {
  return <span aria-hidden="true" className={[styles.skeleton, className].filter(Boolean).join(' ')} style={{ width, height }} />;
}
