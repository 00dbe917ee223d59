import { progressOf, Stage, STAGES } from './wizard-model';
import type { WizardWords } from './wizard-words';

/** The stage names and a bar at 25, 50 or 75%. */
export function WizardProgress({ stage, words }: { stage: Stage; words: WizardWords }) {
  const { wizard } = words;
  const value = progressOf(stage);
  return (
    <div className="wizard-progress">
      <ol className="wizard-progress__steps">
        {STAGES.map((name, i) => {
          const step = i + 1;
          const state = step < stage ? 'done' : step === stage ? 'current' : 'todo';
          return (
            <li
              key={name}
              className={`wizard-progress__step wizard-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-progress__number" aria-hidden="true">
                {state === 'done' ? '✓' : step}
              </span>
              <span className="wizard-progress__name">{wizard.t(name)}</span>
            </li>
          );
        })}
      </ol>
      <div
        className="wizard-progress__bar"
        role="progressbar"
        aria-label={wizard.t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={wizard.t('progressText', {
          step: stage,
          steps: STAGES.length,
          stage: wizard.t(STAGES[stage - 1]),
          percent: value,
        })}
      >
        <span className="wizard-progress__fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
