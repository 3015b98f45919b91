/**
 * The wizard's steps bar: each step's number (a tick once passed) and title, the current one
 * marked; one under another on narrow screens. Hand-written: antd's Steps brought 9 KB gzip of
 * code and styles to every wizard's first load for this (docs/decisions.md).
 */
export default function WizardSteps({ current, titles }: { current: number; titles: string[] }) {
  return (
    <ol className="rf-wizard-steps">
      {titles.map((title, i) => {
        const state = i < current ? 'finish' : i === current ? 'process' : 'wait';
        return (
          <li
            key={title}
            className={`rf-wizard-step rf-wizard-step-${state}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="rf-wizard-step-icon" aria-hidden>
              {i < current ? '✓' : i + 1}
            </span>
            <span className="rf-wizard-step-title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
