import { FormEvent, useState } from 'react';
import type { Problems, SaveOutcome } from '../api/use-banquet-setup';

/**
 * The add-or-change form of a list (sessions, menus): which record is being changed, the typed
 * values, the server's problems, the "saved" line and the busy flag. `submitWith` runs a save
 * and, when it lands, says what was saved and empties the form for the next one.
 */
export function useRecordEditor<Row, Values>(blank: Values, valuesOf: (row: Row) => Values) {
  const [editing, setEditing] = useState<Row | null>(null);
  const [values, setValues] = useState<Values>(blank);
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));

  const edit = (row: Row | null) => {
    setEditing(row);
    setValues(row ? valuesOf(row) : blank);
    setProblems({});
    setSaved(null);
  };

  const submitWith =
    (save: () => Promise<SaveOutcome>, savedName: () => string, shownProblems: (problems: Problems) => Problems = (p) => p) =>
    async (event: FormEvent) => {
      event.preventDefault();
      setBusy(true);
      setSaved(null);
      const outcome = await save();
      setBusy(false);
      setProblems(outcome.ok ? {} : shownProblems(outcome.problems));
      if (outcome.ok) {
        setSaved(`${savedName()} saved.`);
        setEditing(null);
        setValues(blank);
      }
    };

  return { editing, values, problems, saved, busy, set, edit, submitWith };
}
